import type { CvDatos, Language } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { loadCvSnapshot } from './cv-snapshot.ts';
import { presentCv } from './cv.presenter.ts';

/**
 * The whole CV as its candidate sees it, for the institution's employment service (private documents included:
 * the service validates CVs and answers for them). Undefined when the candidate is not one of the institution's.
 * File addresses are the candidate's own; the caller points them at its own download call.
 */
export async function cvForStaff(db: DbHandle, candidateId: number, institutionId: string, language: Language): Promise<CvDatos | undefined> {
  const snapshot = await loadCvSnapshot(db, institutionId, candidateId, language);
  return snapshot ? presentCv(snapshot) : undefined;
}
