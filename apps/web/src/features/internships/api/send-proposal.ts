import { useMutation, useQueryClient } from '@tanstack/react-query';
import { internshipCalls, type ProposalBody } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { internshipsQueryKeys } from '../query-keys';

/**
 * POST /api/Alumno/solicitudPractica: registers the proposal (notice 511). Refusals: 27 dates, 44 e-mail of another
 * company, 58 programme rule, 15 with the offending fields (hour limits, company name, conditions), 48 none left.
 */
export function sendProposal(body: ProposalBody) {
  return callApi(internshipCalls.propose, { body });
}

export const useSendProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendProposal,
    meta: { inlineErrors: true },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: internshipsQueryKeys.proposalsAvailable });
      await queryClient.invalidateQueries({ queryKey: internshipsQueryKeys.requests });
    },
  });
};
