import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyOfferCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyOffersQueryKeys } from '../query-keys';

/**
 * GET /api/Empresa/dameOfertaEditable/:id: the offer as the form edits it. Once it cannot change any more the
 * answer is notice 512 with `editable: false`; a managed offer is 25 and another company's 4 (shown by the page).
 */
export function getEditableOffer(id: number) {
  return callApi(companyOfferCalls.editable, { params: { id } });
}

export const editableOfferQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyOffersQueryKeys.editable(id), queryFn: () => getEditableOffer(id), meta: { inlineErrors: true }, staleTime: 0 });

export const useEditableOffer = (id: number, enabled: boolean) => useQuery({ ...editableOfferQueryOptions(id), enabled });
