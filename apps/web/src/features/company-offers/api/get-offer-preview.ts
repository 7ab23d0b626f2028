import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyOfferCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyOffersQueryKeys } from '../query-keys';

/** GET /api/Empresa/dameDatosProcesoComoAlumno/:id: my offer as a candidate will read it, whatever its state. */
export function getOfferPreview(id: number) {
  return callApi(companyOfferCalls.asCandidate, { params: { id } });
}

export const offerPreviewQueryOptions = (id: number, language: Language) =>
  queryOptions({ queryKey: companyOffersQueryKeys.preview(id, language), queryFn: () => getOfferPreview(id), meta: { inlineErrors: true } });

export const useOfferPreview = (id: number, language: Language) => useQuery(offerPreviewQueryOptions(id, language));
