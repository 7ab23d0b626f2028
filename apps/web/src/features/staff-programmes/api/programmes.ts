import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffProgrammesCalls, type ActiveProgrammeInput, type AdhesionState, type DecideAdhesionInput, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { staffKeys } from '@/lib/query-keys';
import { staffProgrammesQueryKeys } from '../query-keys';

/** dameProgramasPracticasGestor: every programme with its requests per state. */
export const staffProgrammesQueryOptions = () => queryOptions({ queryKey: staffProgrammesQueryKeys.list(), queryFn: () => callApi(staffProgrammesCalls.list), ...changedByOthers });
export const useStaffProgrammes = () => useQuery(staffProgrammesQueryOptions());

/** dameAdhesionesProgramaGestor: the requests in one state, the oldest waiting first. */
export const adhesionsQueryOptions = (estado: AdhesionState, language: Language) =>
  queryOptions({ queryKey: staffProgrammesQueryKeys.adhesions(estado, language), queryFn: () => callApi(staffProgrammesCalls.adhesions, { query: { estado } }), ...changedByOthers });
export const useAdhesions = (estado: AdhesionState, language: Language) => useQuery(adhesionsQueryOptions(estado, language));

function useProgrammeChange<B>(send: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, meta: { inlineErrors: true }, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}

export const useSaveProgramme = () => useProgrammeChange((body: ActiveProgrammeInput) => callApi(staffProgrammesCalls.save, { body }));
export const useOpenProgramme = () => useProgrammeChange((body: { id: number; abierto: boolean }) => callApi(staffProgrammesCalls.open, { body }));
export const useDecideAdhesion = () => useProgrammeChange((body: DecideAdhesionInput) => callApi(staffProgrammesCalls.decide, { body }));
