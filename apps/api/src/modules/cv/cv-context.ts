import type { Actor } from '../../lib/request-context.ts';

/** The files of a CV belong to the candidate in their institution. */
export const fileOwner = (actor: Actor) => ({ institutionId: actor.institutionId, userId: actor.userId });
