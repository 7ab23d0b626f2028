import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import { notify, type NotificationEvent } from './notifications.service.ts';

/**
 * What a service may do beyond its own tables, both on the call's transaction: queue mails in the outbox, and
 * record notifications (with the mails of the readers who want them). Nothing of either exists if the call fails.
 */
export interface CallEffects {
  mail(mails: QueuedMail | readonly QueuedMail[]): Promise<void>;
  notify(event: Omit<NotificationEvent, 'institutionId'> & { institutionId?: string }): Promise<void>;
  now(): Date;
  /** The portal the call was made on (scheme and host), for a link in a mail written by the service itself. */
  origin?: string;
}

/** The part of a call's context the effects are built from. */
export interface EffectsSource {
  db(): Promise<DbHandle>;
  mail(mails: QueuedMail | readonly QueuedMail[]): Promise<void>;
  request: FastifyRequest;
  visitor: { institutionId: string };
}

/** The effects of one call: `effectsOf(ctx, deps)` in a route, handed to the service. */
export function effectsOf(ctx: EffectsSource, deps: { config: AppConfig; now: () => Date }): CallEffects {
  return {
    mail: ctx.mail,
    now: deps.now,
    origin: publicOrigin(ctx.request, deps.config),
    async notify(event) {
      await notify(
        { db: await ctx.db(), mail: ctx.mail, origin: publicOrigin(ctx.request, deps.config), now: deps.now() },
        { institutionId: ctx.visitor.institutionId, ...event },
      );
    },
  };
}
