import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidacyCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

export type MissingPracticeData = DatosOf<typeof candidacyCalls.practiceDataMissing>;

/** GET /api/Alumno/faltaDatosNecesariosPorPractica?oferta=: the CV data this internship needs that I have not filled in. */
export function getMissingPracticeData(url: string): Promise<MissingPracticeData> {
  return callApi(candidacyCalls.practiceDataMissing, { query: { oferta: url } });
}

/** Asked before an internship enrolment; when it cannot be read the enrolment goes on and the server decides (518). */
export const missingPracticeDataQueryOptions = (url: string) =>
  queryOptions({ queryKey: offersQueryKeys.practiceData(url), queryFn: () => getMissingPracticeData(url), meta: { inlineErrors: true } });

export const useMissingPracticeData = (url: string, enabled: boolean) => useQuery({ ...missingPracticeDataQueryOptions(url), enabled });
