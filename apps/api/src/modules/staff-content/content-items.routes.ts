import type { FastifyInstance } from 'fastify';
import { Status, staffContentItemCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { effectsOf } from '../notifications/index.ts';
import * as events from './events.service.ts';
import * as guides from './guides.service.ts';
import * as programmes from './programmes.service.ts';
import * as reasons from './rejection-reasons.service.ts';

/** Events, orientation guides, internship programmes and rejection reasons, as staff maintain them. */
export function staffContentItemRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.events, async ({ actor, db }) => events.events(await db(), actor));
  registerCall(app, calls.saveEvent, async (ctx) => new Notice(Status.ChangesSaved, await events.saveEvent(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body)));
  registerCall(app, calls.deleteEvent, async (ctx) => events.deleteEvent(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.id));
  registerCall(app, calls.addGalleryImage, async ({ actor, db, body }) => events.addGalleryImage(await db(), actor, body));
  registerCall(app, calls.removeGalleryImage, async ({ actor, db, body }) => events.removeGalleryImage(await db(), actor, body));

  registerCall(app, calls.guides, async ({ actor, db }) => guides.guides(await db(), actor));
  registerCall(app, calls.saveGuide, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await guides.saveGuide(await db(), actor, body)));
  registerCall(app, calls.deleteGuide, async ({ actor, db, body }) => guides.deleteGuide(await db(), actor, body.id));

  registerCall(app, calls.programmes, async ({ actor, db }) => programmes.programmes(await db(), actor));
  registerCall(app, calls.saveProgramme, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await programmes.saveProgramme(await db(), actor, body)));
  registerCall(app, calls.setProgrammeActive, async ({ actor, db, body }) => programmes.setProgrammeActive(await db(), actor, body));

  registerCall(app, calls.rejectionReasons, async ({ actor, db }) => reasons.rejectionReasons(await db(), actor));
  registerCall(app, calls.saveRejectionReason, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await reasons.saveRejectionReason(await db(), actor, body)));
  registerCall(app, calls.setRejectionReasonActive, async ({ actor, db, body }) => reasons.setRejectionReasonActive(await db(), actor, body));
}
