import type { CvDatos } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { createCandidateRepository } from './candidate.repository.ts';
import type { CvActor, CvDeps } from './cv-context.ts';
import { readCv } from './cv-read.service.ts';

export type CvWriteResult = CvDatos & { idNuevo?: number };

/**
 * Every CV write: one transaction that first makes sure the candidates row exists (the first write creates it
 * and stamps cv_created_at) and touches updated_at, then does the change. The answer is the CV as it now is,
 * with the new row's id when the change created one.
 */
export async function writeCv(deps: CvDeps, actor: CvActor, change: (trx: Db) => Promise<number | void>): Promise<CvWriteResult> {
  const idNuevo = await deps.db.transaction().execute(async (trx) => {
    await createCandidateRepository(trx).ensure(actor.institution.id, actor.userId, deps.now(), actor.institution.brand.flags.BornActive);
    return change(trx);
  });
  const cv = await readCv(deps.db, actor);
  return typeof idNuevo === 'number' ? { ...cv, idNuevo } : cv;
}
