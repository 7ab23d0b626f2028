import type { FastifyInstance } from 'fastify';
import { Status, companyOfferCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { effectsOf } from '../notifications/index.ts';
import { scheduleExpiryReminders } from './expiry-reminders.ts';
import { previewPage, toOfferDetail } from '../offers/index.ts';
import { toClosedOffer, toCompanyOfferList, toCopiedOffer, toDeletedOffer, toEditableOffer, toSavedDraft, toSavedOffer } from './company-offers.presenter.ts';
import * as service from './company-offers.service.ts';

export function companyOffersRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  scheduleExpiryReminders(app, { db: deps.db, queue: deps.mail.queue, nudge: deps.mail.nudge, config: deps.config });
  registerCall(app, calls.list, async ({ db, actor, query }) => {
    const { items, brand } = await service.listCompanyOffers(await db(), actor, query, deps.now());
    return toCompanyOfferList(items, brand);
  });
  registerCall(app, calls.editable, async ({ db, actor, params }) => {
    const offer = toEditableOffer(await service.editableOffer(await db(), actor, params.id, deps.now()));
    return offer.editable ? offer : new Notice(Status.OfferEditableOnlyWhilePending, offer);
  });
  registerCall(app, calls.save, async (ctx) => {
    const { created, offer } = await service.saveOffer(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now());
    return new Notice(created ? Status.OfferCreated : Status.ChangesSaved, toSavedOffer(offer));
  });
  registerCall(app, calls.saveDraft, async ({ db, actor, body }) => toSavedDraft(await service.saveDraft(await db(), actor, body, deps.now())));
  registerCall(app, calls.copy, async ({ db, actor, body }) => toCopiedOffer(await service.copyOffer(await db(), actor, body.urlOferta, false, deps.now())));
  registerCall(app, calls.copyOpposite, async ({ db, actor, body }) => toCopiedOffer(await service.copyOffer(await db(), actor, body.urlOferta, true, deps.now())));
  registerCall(app, calls.close, async (ctx) => new Notice(Status.OfferClosed, toClosedOffer(await service.closeOffer(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body))));
  registerCall(app, calls.remove, async ({ db, actor, body }) => new Notice(Status.OfferDeleted, toDeletedOffer(await service.deleteOffer(await db(), actor, body.urlOferta))));
  registerCall(app, calls.asCandidate, async ({ db, actor, params }) => {
    const handle = await db();
    const own = await service.ownOfferUrl(handle, actor, params.id);
    return toOfferDetail(await previewPage(handle, actor, own.id, deps.now()), actor.language);
  });
}
