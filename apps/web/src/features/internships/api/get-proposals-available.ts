import { queryOptions, useQuery } from '@tanstack/react-query';
import { internshipCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { internshipsQueryKeys } from '../query-keys';

export type ProposalsAvailable = DatosOf<typeof internshipCalls.proposalsAvailable>;

/** GET /api/Alumno/numeroSolicitudPracticasEducacionDisponibles: proposals left this academic year, and the yearly limit. */
export function getProposalsAvailable() {
  return callApi(internshipCalls.proposalsAvailable);
}

export const proposalsAvailableQueryOptions = () =>
  queryOptions({ queryKey: internshipsQueryKeys.proposalsAvailable, queryFn: getProposalsAvailable });

export const useProposalsAvailable = () => useQuery(proposalsAvailableQueryOptions());
