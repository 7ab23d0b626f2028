import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guidesHelpCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffContentQueryKeys } from '../query-keys';

/** damePaginasInformativasGestor: career guidance and (hashelp) help, in the three languages, draft or published. */
export const infoPagesQueryOptions = () => queryOptions({ queryKey: staffContentQueryKeys.content('info-pages'), queryFn: () => callApi(guidesHelpCalls.staffPages) });
export const useInfoPages = () => useQuery(infoPagesQueryOptions());

/** guardaPaginaInformativaGestor: refreshes the pages. */
export function useSaveInfoPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof guidesHelpCalls.savePage>) => callApi(guidesHelpCalls.savePage, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffContentQueryKeys.content('info-pages') }),
  });
}
