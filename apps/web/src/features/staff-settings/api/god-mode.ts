import { useMutation } from '@tanstack/react-query';
import { godModeCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';

/** POST /api/Gestor/creaPaseModoDios: a signed pass for this institution, shown once to be copied or used here. */
export const useCreateGodModePass = () => useMutation({ mutationFn: () => callApi(godModeCalls.create), meta: { inlineErrors: true } });

/** POST /api/Gestor/retiraPasesModoDios: every pass made until now stops working. */
export const useWithdrawGodModePasses = () => useMutation({ mutationFn: () => callApi(godModeCalls.revoke), meta: { inlineErrors: true } });
