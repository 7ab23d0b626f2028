import { Status } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { deletionRequestMail } from './deletion-mail.ts';
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
