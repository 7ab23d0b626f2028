import { Status, type StatusCode } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { can, policies } from '../../policies/index.ts';
import { cvEntryOwner, type CvEntryTable } from './cv-entries.repository.ts';

/**
 * Refuses unless the CV entry policy lets the actor `action` the entry `id` of `table`. Another candidate's entry
 * answers what a missing one does (`refusal`: 608, or the entry kind's own code), so ids reveal nothing. The writes
 * that follow stay narrowed to the caller's rows as well.
 */
export async function authorizeCvEntry(db: DbHandle, actor: Actor, table: CvEntryTable, id: number, action: 'edit' | 'delete', refusal: StatusCode = Status.NotFound): Promise<void> {
  const entry = await cvEntryOwner(db, table, id);
  if (!entry || !can(policies.cvEntry, actor, action, entry)) throw new AppError(refusal);
}
