import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidacyCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { offersQueryKeys } from '../query-keys';

export type CreditsWarning = DatosOf<typeof candidacyCalls.creditsWarning>;

/** GET /api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/:oferta: whether to warn before enrolling. */
export function getCreditsWarning(url: string) {
  return callApi(candidacyCalls.creditsWarning, { params: { oferta: url } });
}

/** A warning only: when it cannot be read the enrolment goes on without it, and the server still decides. */
export const creditsWarningQueryOptions = (url: string) =>
  queryOptions({ queryKey: offersQueryKeys.creditsWarning(url), queryFn: () => getCreditsWarning(url), meta: { inlineErrors: true } });

export const useCreditsWarning = (url: string, enabled: boolean) => useQuery({ ...creditsWarningQueryOptions(url), enabled });
