import { Status, type Language } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { deletionRequestMail, deletionWithdrawnMail } from './deletion-mail.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

/**
 * Days between the request and the erasure. The account stays usable meanwhile (no new candidacies: code 32),
 * so a mistaken or impersonated request can be reported to the service before anything is lost.
 */
export const ERASURE_GRACE_DAYS = 30;

/**
 * Asking again keeps the first date: repeating the request must not postpone the erasure. The confirmation mail
 * is queued in the outbox with the request, so it leaves once the request is committed, and only then.
 */
export async function requestDeletion(
  db: DbHandle,
  actor: Actor,
  deps: { mail: (mail: QueuedMail) => Promise<void>; now: Date },
): Promise<{ fechaSupresion: string }> {
  if (!actor.brand.flags.canBorrarCuenta) throw new AppError(Status.ActionNotAllowed);
  const { now } = deps;
  const eraseAfter = new Date(now.getTime() + ERASURE_GRACE_DAYS * 24 * 3600 * 1000);

  await db
    .insertInto('candidates')
    .values({ user_id: actor.userId, institution_id: actor.institutionId, deletion_requested_at: now, erase_after: eraseAfter })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ deletion_requested_at: now, erase_after: eraseAfter }).where('candidates.deletion_requested_at', 'is', null),
    )
    .execute();
  const scheduled = await db
    .selectFrom('candidates')
    .innerJoin('users', 'users.id', 'candidates.user_id')
    .select(['candidates.erase_after', 'users.email'])
    .where(ownedBy(actor, 'candidates.user_id'))
    .$call(inInstitution(actor, 'candidates.institution_id'))
    .executeTakeFirstOrThrow();
  const when = scheduled.erase_after ?? eraseAfter;
  await recordAudit(db, actor, { entity: 'candidate', entityId: actor.userId, action: 'requestDeletion', to: 'bajaSolicitada', detail: when.toISOString().slice(0, 10) });

  await deps.mail({ ...deletionRequestMail({ to: scheduled.email, portal: actor.brand.name[actor.language], eraseAfter: when, language: actor.language }), institutionId: actor.institutionId });
  return { fechaSupresion: when.toISOString() };
}

/**
 * Takes a pending deletion request back (the candidate's own call, or the service's on their behalf): the account
 * stays, enrolling opens again (code 32 no longer applies) and the hourly erasure no longer finds it. False when
 * no request was pending, so the callers answer 14 and mail nobody.
 */
export async function clearDeletionRequest(db: DbHandle, candidateId: number, institutionId: string): Promise<boolean> {
  const cleared = await db
    .updateTable('candidates')
    .set({ deletion_requested_at: null, erase_after: null })
    .where(ownedBy(candidateId, 'user_id'))
    .$call(inInstitution(institutionId))
    .where('erase_after', 'is not', null)
    .executeTakeFirst();
  return cleared.numUpdatedRows > 0n;
}

/** The mail that confirms a withdrawn request to the candidate, in their language. */
export function withdrawnMail(to: { email: string; language: Language; institutionId: string }, portal: string, by: 'self' | 'service'): QueuedMail {
  return { ...deletionWithdrawnMail({ to: to.email, portal, by, language: to.language }), institutionId: to.institutionId };
}

/** The candidate withdraws their own pending request within the grace period (14 when none is pending). */
export async function withdrawDeletion(db: DbHandle, actor: Actor, deps: { mail: (mail: QueuedMail) => Promise<void> }): Promise<null> {
  const pending = await db
    .selectFrom('candidates')
    .innerJoin('users', 'users.id', 'candidates.user_id')
    .select(['candidates.deletion_requested_at', 'users.email'])
    .where(ownedBy(actor, 'candidates.user_id'))
    .$call(inInstitution(actor, 'candidates.institution_id'))
    .executeTakeFirst();
  if (!pending || !(await clearDeletionRequest(db, actor.userId, actor.institutionId))) throw new AppError(Status.InvalidStateChange);
  await recordAudit(db, actor, {
    entity: 'candidate',
    entityId: actor.userId,
    action: 'withdrawDeletion',
    from: 'bajaSolicitada',
    to: 'activo',
    detail: pending.deletion_requested_at ? new Date(pending.deletion_requested_at).toISOString().slice(0, 10) : null,
  });
  await deps.mail(withdrawnMail({ email: pending.email, language: actor.language, institutionId: actor.institutionId }, actor.brand.name[actor.language], 'self'));
  return null;
}
