import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls, type DatosOf, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { authQueryKeys } from '../query-keys';

export type RgpdText = DatosOf<typeof authCalls.rgpdTextCandidate>;
export type RgpdRole = 'Alumno' | 'Empresa';

/** GET /api/{Alumno|Empresa}/dameTextoRGPDactual (public): the data-protection text in force. */
export function getRgpdText(role: RgpdRole) {
  return callApi(role === 'Alumno' ? authCalls.rgpdTextCandidate : authCalls.rgpdTextCompany, { token: null });
}

/** Keyed by language too: the server answers in the language of the request. */
export const rgpdTextQueryOptions = (role: RgpdRole, language: Language) =>
  queryOptions({ queryKey: authQueryKeys.rgpdText(role, language), queryFn: () => getRgpdText(role), meta: { inlineErrors: true } });

export const useRgpdText = (role: RgpdRole, language: Language) => useQuery(rgpdTextQueryOptions(role, language));
