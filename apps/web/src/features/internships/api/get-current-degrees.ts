import { queryOptions, useQuery } from '@tanstack/react-query';
import { internshipCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { internshipsQueryKeys } from '../query-keys';

export type CurrentDegrees = DatosOf<typeof internshipCalls.currentDegrees>;

/** GET /api/Alumno/dameTitulacionesActuales: the degrees the candidate is studying now. */
export function getCurrentDegrees() {
  return callApi(internshipCalls.currentDegrees);
}

export const currentDegreesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: internshipsQueryKeys.currentDegrees(language), queryFn: getCurrentDegrees });

export const useCurrentDegrees = () => useQuery(currentDegreesQueryOptions(useLanguage()));
