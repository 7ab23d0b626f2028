import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { homeQueryKeys } from '../query-keys';

export type CommunicationsAudience = 'Alumno' | 'Empresa';

/** GET /api/{Alumno|Empresa}/dameComunicaciones: the service's current communications, newest first. */
export function getCommunications(audience: CommunicationsAudience) {
  return callApi(audience === 'Alumno' ? homeCalls.communicationsCandidate : homeCalls.communicationsCompany);
}

/** Keyed by language: the server answers in the language of the request. */
export const communicationsQueryOptions = (audience: CommunicationsAudience, language: Language) =>
  queryOptions({ queryKey: homeQueryKeys.communications(audience, language), queryFn: () => getCommunications(audience) });

export const useCommunications = (audience: CommunicationsAudience) => useQuery(communicationsQueryOptions(audience, useLanguage()));
