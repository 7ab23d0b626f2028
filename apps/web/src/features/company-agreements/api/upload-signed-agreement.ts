import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyAgreementsCalls, companyDocumentsCalls, type SignedAgreementInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { companyKeys } from '@/lib/query-keys';
import { companyAgreementsQueryKeys as keys } from '../query-keys';

/** GET /api/Empresa/dameConveniosEmpresa: the company's agreements; staff move them, so read again on each visit. */
export const useOwnAgreements = () => useQuery({ queryKey: keys.agreements, queryFn: () => callApi(companyDocumentsCalls.agreements), ...changedByOthers });

/** POST /api/Empresa/adjuntaFicheroAlConvenioEmpresa: answers the agreement, now signed by the company. */
export function useUploadSignedAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignedAgreementInput) => callApi(companyAgreementsCalls.uploadSigned, { body }),
    meta: { inlineErrors: true },
    // The documents page's list and this page's list both sit under the company's prefix.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
