import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyAccountQueryKeys } from '../query-keys';

/** GET /api/Empresa/dameDatosContactoEmpresa: the company's contacts and which one is me. */
export function getContacts() {
  return callApi(companyCalls.contacts);
}

export const contactsQueryOptions = () => queryOptions({ queryKey: companyAccountQueryKeys.contacts, queryFn: getContacts });

export const useContacts = () => useQuery(contactsQueryOptions());
