import { Status, type Language } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Institution } from '../../plugins/institution.ts';
import type { SessionClaims } from '../session/index.ts';
import { deletionRequestMail } from './deletion-mail.ts';
import { inInstitution } from '../../lib/scoped.ts';

/**
 * Days between the request and the erasure. The account stays usable meanwhile (no new candidacies: code 32),
 * so a mistaken or impersonated request can be reported to the service before anything is lost.
 */
export const ERASURE_GRACE_DAYS = 30;

export function createDeregistrationService(deps: { db: Db; mailer: Mailer; now: () => Date; log: FastifyBaseLogger }) {
  return {
    /** Asking again keeps the first date: repeating the request must not postpone the erasure. */
    async requestDeletion(session: SessionClaims, institution: Institution, language: Language): Promise<{ fechaSupresion: string }> {
      if (!institution.brand.flags.canBorrarCuenta) throw new AppError(Status.ActionNotAllowed);
      const now = deps.now();
      const eraseAfter = new Date(now.getTime() + ERASURE_GRACE_DAYS * 24 * 3600 * 1000);

      const scheduled = await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('candidates')
          .values({ user_id: session.userId, institution_id: session.institutionId, deletion_requested_at: now, erase_after: eraseAfter })
          .onConflict((oc) =>
            oc
              .column('user_id')
              .doUpdateSet({ deletion_requested_at: now, erase_after: eraseAfter })
              .where('candidates.deletion_requested_at', 'is', null),
          )
          .execute();
        return trx
          .selectFrom('candidates')
          .innerJoin('users', 'users.id', 'candidates.user_id')
          .select(['candidates.erase_after', 'users.email'])
          .where('candidates.user_id', '=', session.userId)
          .$call(inInstitution(session.institutionId, 'candidates.institution_id'))
          .executeTakeFirstOrThrow();
      });
      const when = scheduled.erase_after ?? eraseAfter;

      try {
        await deps.mailer.send(deletionRequestMail({ to: scheduled.email, portal: institution.brand.name[language], eraseAfter: when, language }));
      } catch (error) {
        // The request is recorded and will be honoured; a lost confirmation must not make the user think otherwise.
        deps.log.warn({ err: error, userId: session.userId }, 'deletion request confirmation not sent');
      }
      return { fechaSupresion: when.toISOString() };
    },
  };
}

export type DeregistrationService = ReturnType<typeof createDeregistrationService>;
