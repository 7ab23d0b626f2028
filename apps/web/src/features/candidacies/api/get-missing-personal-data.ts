import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidacyCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { candidaciesQueryKeys } from '../query-keys';

export type MissingPersonalData = DatosOf<typeof candidacyCalls.personalDataMissing>;

/** GET /api/Alumno/faltanDatosPersonalesObligatorios: the brand's required personal data the CV lacks. */
export function getMissingPersonalData() {
  return callApi(candidacyCalls.personalDataMissing);
}

/** A reminder only: if it cannot be read, nothing is shown and the portal goes on. */
export const missingPersonalDataQueryOptions = () =>
  queryOptions({ queryKey: candidaciesQueryKeys.missingPersonalData, queryFn: getMissingPersonalData, meta: { inlineErrors: true } });

export const useMissingPersonalData = (enabled: boolean) => useQuery({ ...missingPersonalDataQueryOptions(), enabled });
