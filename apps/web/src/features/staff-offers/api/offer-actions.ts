import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffOfferCalls, type BodyOf, type CallDefinition } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';

/**
 * The staff actions on an offer: validaOferta, validaOfertas, devuelveOferta(s), rechazaOferta(s), asignaGestorOferta,
 * destacaOferta, cierraOfertaGestor, caducaOferta. Each refreshes the lists and their counts.
 */
export type OfferAction = 'validate' | 'validateMany' | 'sendBack' | 'sendBackMany' | 'reject' | 'rejectMany' | 'assignManager' | 'feature' | 'close' | 'expire';

type Bodies = { [K in OfferAction]: BodyOf<(typeof staffOfferCalls)[K]> };

export function offerAction<K extends OfferAction>(action: K, body: Bodies[K]): Promise<unknown> {
  // Every action is a POST whose body is Bodies[K]; the union of the calls cannot carry that link, so it is stated once here.
  const call = staffOfferCalls[action] as CallDefinition;
  return callApi(call, { body } as never);
}

export function useOfferAction<K extends OfferAction>(action: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Bodies[K]) => offerAction(action, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
