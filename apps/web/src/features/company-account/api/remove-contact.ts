import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';
import { companyAccountQueryKeys } from '../query-keys';

/** POST /api/Empresa/borraContactoEmpresa: the contact leaves the company (portal extension). */
export function removeContact(idContacto: number) {
  return callApi(companyCalls.removeContact, { body: { idContacto } });
}

export function useRemoveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContact,
    // The refusal (612, 613, 608) is shown in the dialog that asked.
    meta: { inlineErrors: true },
    onSuccess: (datos) => {
      queryClient.setQueryData(companyAccountQueryKeys.contacts, datos);
      return queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
