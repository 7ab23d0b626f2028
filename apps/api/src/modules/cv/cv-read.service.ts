import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { Status, type CvDatos } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { loadCvSnapshot } from './cv-snapshot.ts';
import { presentCv } from './cv.presenter.ts';

/** The candidate's CV; a candidate who never wrote one gets the empty CV of their account. */
export async function readCv(db: DbHandle, actor: Actor): Promise<CvDatos> {
  const snapshot = await loadCvSnapshot(db, actor.institutionId, actor.userId, actor.language);
  if (!snapshot) throw new AppError(Status.NotFound);
  return presentCv(snapshot);
}
