import { useMutation } from '@tanstack/react-query';
import { godModeCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';

/** POST /api/Publico/compruebaPaseModoDios: the server's check of a pass before this browser keeps it. */
export function useCheckGodModePass() {
  return useMutation({
    mutationFn: (pase: string) => callApi(godModeCalls.check, { body: { pase } }).then(({ caduca }) => ({ pase: pase.trim(), caduca })),
    meta: { inlineErrors: true },
  });
}
