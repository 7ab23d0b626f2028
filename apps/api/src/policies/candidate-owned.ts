import type { Actor } from '../lib/request-context.ts';
import type { OwnedResource } from './authorize.ts';

/** Something of one candidate: a CV entry, a candidacy, an internship, a saved search. */
export interface CandidateOwned extends OwnedResource {
  candidateId: number;
}

/** The candidate it belongs to, signed in as a candidate (a staff or company token with the same user id is not). */
export const isOwnerCandidate = (actor: Actor, resource: CandidateOwned): boolean => actor.role === 'Alumno' && actor.userId === resource.candidateId;

/** The employment service of the resource's institution (`can` has already compared the institutions). */
export const isStaff = (actor: Actor): boolean => actor.role === 'Gestor';
