import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { companyAccountQueryKeys } from '../query-keys';

/**
 * GET /api/Empresa/dameEmpresasContacto: the companies I am a contact of. Read by the header on every company page:
 * when it cannot be read, the header shows the session's company without a switch, and no banner.
 */
export const myCompaniesQueryOptions = () =>
  queryOptions({ queryKey: companyAccountQueryKeys.myCompanies, queryFn: () => callApi(companyCalls.myCompanies), meta: { inlineErrors: true } });
export const useMyCompanies = () => useQuery(myCompaniesQueryOptions());

/**
 * POST /api/Empresa/cambiaEmpresa: a token for another of my companies. The new session replaces the old one and
 * every cached answer is dropped, since each belonged to the previous company.
 */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idEmpresa: number) => callApi(companyCalls.switchCompany, { body: { idEmpresa } }),
    meta: { inlineErrors: true },
    onSuccess: (datos) => {
      if (!datos.token || !datos.usuario) return;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'boot' });
      startSession(datos.token, datos.usuario);
    },
  });
}
