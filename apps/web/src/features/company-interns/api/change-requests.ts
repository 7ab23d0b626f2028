import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyChangeRequestCalls, type ChangeRequestBody } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';
import { companyInternsQueryKeys } from '../query-keys';

/** GET /api/Empresa/dameSolicitudesCambioPracticas: the company's change requests, newest first. */
export const getChangeRequests = () => callApi(companyChangeRequestCalls.mine);
export const changeRequestsQueryOptions = () => queryOptions({ queryKey: companyInternsQueryKeys.changeRequests(), queryFn: getChangeRequests });
export const useChangeRequests = () => useQuery(changeRequestsQueryOptions());

/** POST /api/Empresa/solictitarAccionSobrePractica (the spec's spelling): refreshes the requests and the interns. */
export const requestChange = (body: ChangeRequestBody) => callApi(companyChangeRequestCalls.request, { body });

export function useRequestChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestChange,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
