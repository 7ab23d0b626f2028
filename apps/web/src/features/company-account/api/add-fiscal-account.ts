import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyCalls, type FiscalAccountInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';

/** POST /api/Empresa/addCuentaFacturacion. */
export function addFiscalAccount(body: FiscalAccountInput) {
  return callApi(companyCalls.addFiscalAccount, { body });
}

export function useAddFiscalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFiscalAccount,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
