import { useMutation } from '@tanstack/react-query';
import { companyCalls, type CompanyRequestBody } from '@portal/shared';
import { callApi } from '@/lib/api-client';

/** POST /api/Empresa/guardarUsuarioEmpresa: no session; the company waits for validation. */
export function requestAccount(body: CompanyRequestBody) {
  return callApi(companyCalls.request, { body, token: null });
}

/** GET /api/Empresa/existeCIF/{cif}/{token}: the spec's fixed last segment carries no meaning. */
export function cifExists(cif: string) {
  return callApi(companyCalls.cifExists, { params: { cif, token: 'portal' }, token: null });
}

export const useRequestAccount = () => useMutation({ mutationFn: requestAccount, meta: { inlineErrors: true } });
