import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyOfferCalls, type CloseOfferInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';
import { companyOffersQueryKeys } from '../query-keys';

/** POST /api/Empresa/copiarOferta or copiarOfertaPerfilContrario {urlOferta}: the copy's urlAcceso and idOferta. */
export function copyOffer({ urlOferta, opposite }: { urlOferta: string; opposite: boolean }) {
  return callApi(opposite ? companyOfferCalls.copyOpposite : companyOfferCalls.copy, { body: { urlOferta } });
}

/** POST /api/Empresa/cerrarOferta: was a candidate of the service hired, and the contract (513). */
export function closeOffer(body: CloseOfferInput) {
  return callApi(companyOfferCalls.close, { body });
}

/** POST /api/Empresa/deleteOferta {urlOferta} (519). */
export function deleteOffer(urlOferta: string) {
  return callApi(companyOfferCalls.remove, { body: { urlOferta } });
}

function useRefreshingMutation<I, O>(mutationFn: (input: I) => Promise<O>, inlineErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(inlineErrors ? { meta: { inlineErrors: true } } : {}),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: companyOffersQueryKeys.all }), queryClient.invalidateQueries({ queryKey: homeKeys.all })]),
  });
}

export const useCopyOffer = () => useRefreshingMutation(copyOffer);
/** The close dialog shows its refusals on its fields. */
export const useCloseOffer = () => useRefreshingMutation(closeOffer, true);
/** The delete dialog shows its refusal (an offer someone applied to meanwhile: 48) inside it, where the company looks. */
export const useDeleteOffer = () => useRefreshingMutation(deleteOffer, true);
