import { queryOptions, useQuery } from '@tanstack/react-query';
import { internshipCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type ProposalsAvailable = DatosOf<typeof internshipCalls.proposalsAvailable>;

/** GET /api/Alumno/numeroSolicitudPracticasEducacionDisponibles: proposals left this academic year, and the yearly limit. */
export function getProposalsAvailable(): Promise<ProposalsAvailable> {
  return callApi<ProposalsAvailable>(internshipCalls.proposalsAvailable);
}

export const proposalsAvailableQueryOptions = () =>
  queryOptions({ queryKey: ['internship-proposals-available'], queryFn: getProposalsAvailable });

export const useProposalsAvailable = () => useQuery(proposalsAvailableQueryOptions());
