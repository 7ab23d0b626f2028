import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';

/** GET /api/Empresa/dameDatosContactoEmpresa: the company's contacts and which one is me. */
export function getContacts() {
  return callApi(companyCalls.contacts);
}

export const contactsQueryOptions = () => queryOptions({ queryKey: companyKeys.contacts, queryFn: getContacts });

export const useContacts = () => useQuery(contactsQueryOptions());
