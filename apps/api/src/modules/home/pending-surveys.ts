import type { PendingSurvey } from '@portal/shared';

/**
 * Surveys the candidate still has to answer. The surveys feature (its tables, answering, the mandatory-survey
 * lock) is a later issue; until it lands nothing is pending, so the home shows no survey block.
 */
export async function pendingSurveysOf(_candidate: { institutionId: string; userId: number }): Promise<PendingSurvey[]> {
  return [];
}
