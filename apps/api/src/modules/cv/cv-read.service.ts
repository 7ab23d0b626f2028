import { Status, type CvDatos } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { CvActor } from './cv-context.ts';
import { loadCvSnapshot } from './cv-snapshot.ts';
import { presentCv } from './cv.presenter.ts';

/** The candidate's CV; a candidate who never wrote one gets the empty CV of their account. */
export async function readCv(db: Db, actor: CvActor): Promise<CvDatos> {
  const snapshot = await loadCvSnapshot(db, actor.institution.id, actor.userId, actor.language);
  if (!snapshot) throw new AppError(Status.NotFound);
  return presentCv(snapshot);
}
