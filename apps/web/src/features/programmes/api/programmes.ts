import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { programmesCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { programmesQueryKeys } from '../query-keys';

/** programasPracticasActivos: the institution's programmes that have not ended, the company's request on each. */
export const activeProgrammesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: programmesQueryKeys.list(language), queryFn: () => callApi(programmesCalls.active), ...changedByOthers });
export const useActiveProgrammes = (language: Language) => useQuery(activeProgrammesQueryOptions(language));

/** detallePrograma/{id}: one programme with its documents. */
export const programmeQueryOptions = (id: number, language: Language) =>
  queryOptions({ queryKey: programmesQueryKeys.detail(id, language), queryFn: () => callApi(programmesCalls.detail, { params: { id } }), ...changedByOthers });
export const useProgramme = (id: number, language: Language) => useQuery(programmeQueryOptions(id, language));

/** programasDeLaEmpresa: every request of the company, ended programmes too. */
export const companyProgrammesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: programmesQueryKeys.ofCompany(language), queryFn: () => callApi(programmesCalls.ofCompany), ...changedByOthers });
export const useCompanyProgrammes = (language: Language, enabled: boolean) => useQuery({ ...companyProgrammesQueryOptions(language), enabled });

/** solicitaAdhesionPrograma/{id}: answers 525 and the programme with the new request, which replaces the cached one. */
export function useRequestAdhesion(id: number, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(programmesCalls.requestAdhesion, { params: { id } }),
    meta: { inlineErrors: true },
    onSuccess: (programme) => {
      queryClient.setQueryData(programmesQueryKeys.detail(id, language), programme);
      void queryClient.invalidateQueries({ queryKey: programmesQueryKeys.all });
    },
  });
}
