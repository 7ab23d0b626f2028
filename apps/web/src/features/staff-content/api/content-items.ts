import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsCalls, staffContentItemCalls as calls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';
import { staffContentQueryKeys } from '../query-keys';

export const eventsQueryOptions = () => queryOptions({ queryKey: staffContentQueryKeys.content('events'), queryFn: () => callApi(calls.events) });
export const useStaffEvents = () => useQuery(eventsQueryOptions());
export const guidesQueryOptions = () => queryOptions({ queryKey: staffContentQueryKeys.content('guides'), queryFn: () => callApi(calls.guides) });
export const useStaffGuides = () => useQuery(guidesQueryOptions());
export const programmesQueryOptions = () => queryOptions({ queryKey: staffContentQueryKeys.content('programmes'), queryFn: () => callApi(calls.programmes) });
export const useStaffProgrammes = () => useQuery(programmesQueryOptions());
export const reasonsQueryOptions = () => queryOptions({ queryKey: staffContentQueryKeys.content('rejection-reasons'), queryFn: () => callApi(calls.rejectionReasons) });
export const useStaffRejectionReasons = () => useQuery(reasonsQueryOptions());

/**
 * A write of one list refreshes it; programmes and reasons are reference data, so the reference lists every page
 * reads are refreshed too.
 */
function useContentWrite<TInput, TOutput>(part: string, write: (input: TInput) => Promise<TOutput>, reference = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { inlineErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffContentQueryKeys.content(part) });
      if (reference) await queryClient.invalidateQueries({ queryKey: referenceKeys.allDomains });
    },
  });
}

export const useSaveEvent = () => useContentWrite('events', (body: BodyOf<typeof calls.saveEvent>) => callApi(calls.saveEvent, { body }));
export const useDeleteEvent = () => useContentWrite('events', (id: number) => callApi(calls.deleteEvent, { body: { id } }));
export const useAddGalleryImage = () => useContentWrite('events', (body: BodyOf<typeof calls.addGalleryImage>) => callApi(calls.addGalleryImage, { body }));
export const useRemoveGalleryImage = () => useContentWrite('events', (body: BodyOf<typeof calls.removeGalleryImage>) => callApi(calls.removeGalleryImage, { body }));
export const useSaveGuide = () => useContentWrite('guides', (body: BodyOf<typeof calls.saveGuide>) => callApi(calls.saveGuide, { body }));
export const useDeleteGuide = () => useContentWrite('guides', (id: number) => callApi(calls.deleteGuide, { body: { id } }));
export const useSaveProgramme = () => useContentWrite('programmes', (body: BodyOf<typeof calls.saveProgramme>) => callApi(calls.saveProgramme, { body }), true);
export const useSetProgrammeActive = () =>
  useContentWrite('programmes', (body: BodyOf<typeof calls.setProgrammeActive>) => callApi(calls.setProgrammeActive, { body }), true);
export const useSaveRejectionReason = () =>
  useContentWrite('rejection-reasons', (body: BodyOf<typeof calls.saveRejectionReason>) => callApi(calls.saveRejectionReason, { body }), true);
export const useSetRejectionReasonActive = () =>
  useContentWrite('rejection-reasons', (body: BodyOf<typeof calls.setRejectionReasonActive>) => callApi(calls.setRejectionReasonActive, { body }), true);

/** dameInscritosEventoGestor/{id}: who holds a place at the event, then its waiting list in order. */
export const useEventEnrolments = (id: number) =>
  useQuery({ queryKey: staffContentQueryKeys.content(`event-enrolments-${id}`), queryFn: () => callApi(eventsCalls.staffEnrolments, { params: { id } }) });
