import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { countAgreementsByState } from '../staff-agreements/index.ts';
import { currentCounts, monthlyCounts } from './staff-dashboard.repository.ts';

/** The dashboard's figures for the institution: the last `months` months, what is pending now, agreements by state. */
export async function dashboardCounts(db: DbHandle, actor: Actor, months: number, now: Date) {
  const monthly = await monthlyCounts(db, actor.institutionId, months, now);
  const current = await currentCounts(db, actor.institutionId);
  const agreements = await countAgreementsByState(db, actor.institutionId);
  return { monthly, current, agreements };
}
