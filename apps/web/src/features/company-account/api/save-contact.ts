import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyCalls, type ContactInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';
import { companyAccountQueryKeys } from '../query-keys';

/** POST /api/Empresa/addContactoEmpresa, or editaContactoEmpresa when the contact has an id. */
export function saveContact({ idContacto, ...body }: ContactInput & { idContacto?: number | undefined }) {
  return idContacto === undefined ? callApi(companyCalls.addContact, { body }) : callApi(companyCalls.editContact, { body: { ...body, idContacto } });
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContact,
    meta: { inlineErrors: true },
    onSuccess: (datos) => {
      queryClient.setQueryData(companyAccountQueryKeys.contacts, datos);
      return queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
