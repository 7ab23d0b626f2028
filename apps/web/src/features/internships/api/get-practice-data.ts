import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidacyCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { internshipsQueryKeys } from '../query-keys';

export type MissingPracticeData = DatosOf<typeof candidacyCalls.practiceDataMissing>;

/** GET /api/Alumno/faltaDatosNecesariosPorPractica: the CV data the service needs to register an internship that I lack. */
export function getMissingPracticeData(): Promise<MissingPracticeData> {
  return callApi(candidacyCalls.practiceDataMissing);
}

/** When it cannot be read the form stays open: the server still refuses the proposal with 518. */
export const missingPracticeDataQueryOptions = () =>
  queryOptions({ queryKey: internshipsQueryKeys.practiceData, queryFn: getMissingPracticeData, meta: { inlineErrors: true } });

export const useMissingPracticeData = () => useQuery(missingPracticeDataQueryOptions());
