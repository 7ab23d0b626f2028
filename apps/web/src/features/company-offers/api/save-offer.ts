import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyOfferCalls, type OfferFormInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';
import { companyOffersQueryKeys } from '../query-keys';

/** POST /api/Empresa/addOferta: a new offer (506) or, with idOferta, the edit of a pending one (514). */
export function saveOffer(body: OfferFormInput) {
  return callApi(companyOfferCalls.save, { body });
}

/** Refusals land on their fields in the form (15, 72, 73...), so they are not shown in the banner too. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: companyOffersQueryKeys.all }), queryClient.invalidateQueries({ queryKey: homeKeys.all })]),
  });
}
