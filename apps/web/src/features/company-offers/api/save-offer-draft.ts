import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyOfferCalls, type OfferDraftInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyOffersQueryKeys } from '../query-keys';

/**
 * POST /api/Empresa/guardarBorradorOferta: the form as far as it is filled, with the step it is on; a new draft
 * without idOferta. Nobody else hears of it until it is sent (addOferta).
 */
export function saveOfferDraft(body: OfferDraftInput) {
  return callApi(companyOfferCalls.saveDraft, { body });
}

/** Refusals land on their fields in the form (15...), so they are not shown in the banner too. */
export function useSaveOfferDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOfferDraft,
    meta: { inlineErrors: true },
    // The list shows the draft; a preview read before this save no longer says what the draft says. The form keeps
    // its own values, so the draft's editable copy is not read again meanwhile.
    onSuccess: (saved) => {
      queryClient.removeQueries({ queryKey: companyOffersQueryKeys.previews(saved.idOferta) });
      return queryClient.invalidateQueries({ queryKey: companyOffersQueryKeys.lists });
    },
  });
}
