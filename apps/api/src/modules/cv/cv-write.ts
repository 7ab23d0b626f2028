import type { CvDatos } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { createCandidateRepository } from './candidate.repository.ts';
import { readCv } from './cv-read.service.ts';

export type CvWriteResult = CvDatos & { idNuevo?: number };

/**
 * Every CV write, on the call's transaction: first make sure the candidates row exists (the first write creates
 * it and stamps cv_created_at) and touch updated_at, then do the change. The answer is the CV as it now is (read
 * on the same transaction), with the new row's id when the change created one.
 */
export async function writeCv(db: DbHandle, actor: Actor, now: Date, change: () => Promise<number | void>): Promise<CvWriteResult> {
  await createCandidateRepository(db).ensure(actor.institutionId, actor.userId, now, actor.brand.flags.BornActive);
  const idNuevo = await change();
  const cv = await readCv(db, actor);
  return typeof idNuevo === 'number' ? { ...cv, idNuevo } : cv;
}
