import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';

/** POST /api/Empresa/borraCuentaFacturacion: the account leaves the company's list (portal extension). */
export function removeFiscalAccount(idCuenta: number) {
  return callApi(companyCalls.removeFiscalAccount, { body: { idCuenta } });
}

export function useRemoveFiscalAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFiscalAccount,
    // The refusal is shown in the dialog that asked.
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
