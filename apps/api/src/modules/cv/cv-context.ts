import type { Language } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { Institution } from '../../plugins/institution.ts';

/** The logged-in candidate a CV call acts for; the token ties `userId` to `institution` (plugins/auth.ts). */
export interface CvActor {
  institution: Institution;
  userId: number;
  /** Language of the labels in the answer. */
  language: Language;
}

export interface CvDeps {
  db: Db;
  now: () => Date;
}

export const fileOwner = (actor: CvActor) => ({ institutionId: actor.institution.id, userId: actor.userId });
