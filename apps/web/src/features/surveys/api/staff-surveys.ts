import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffSurveysCalls, type Language, type StaffSurveyInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { changedByOthers } from '@/lib/query-client';
import { staffKeys } from '@/lib/query-keys';
import { surveysQueryKeys } from '../query-keys';

/** dameEncuestasGestor: the institution's surveys with their answer counts, titled in the reader's language. */
export const staffSurveysQueryOptions = (language: Language) =>
  queryOptions({ queryKey: surveysQueryKeys.staffList(language), queryFn: () => callApi(staffSurveysCalls.list), ...changedByOthers });
export const useStaffSurveys = () => useQuery(staffSurveysQueryOptions(useLanguage()));

/** dameEncuestaGestor/{id}: one survey as it is edited. */
export const useStaffSurvey = (id: number | null) =>
  useQuery({ queryKey: surveysQueryKeys.staffDetail(id ?? 0), queryFn: () => callApi(staffSurveysCalls.detail, { params: { id: id ?? 0 } }), enabled: id !== null, ...changedByOthers });

/** dameResultadosEncuestaGestor/{id}: counts per option and the free-text answers. */
export function useSurveyResults(id: number) {
  const language = useLanguage();
  return useQuery({ queryKey: surveysQueryKeys.staffResults(id, language), queryFn: () => callApi(staffSurveysCalls.results, { params: { id } }), ...changedByOthers });
}

function useSurveyChange<B, R>(send: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, meta: { inlineErrors: true }, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}

export const useSaveSurvey = () => useSurveyChange((body: StaffSurveyInput) => callApi(staffSurveysCalls.save, { body }));
export const useDeleteSurvey = () => useSurveyChange((id: number) => callApi(staffSurveysCalls.remove, { body: { id } }));
