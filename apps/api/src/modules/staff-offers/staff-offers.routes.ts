import type { FastifyInstance } from 'fastify';
import { staffExportCalls, staffOfferCalls as calls } from '@portal/shared';
import { csvFile } from '../../lib/csv.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { exportActor, offerColumns } from '../staff/index.ts';
import { presentOffer, toStaffMembers, toStaffOfferDetail, toStaffOfferPage, toValidatedCount } from './staff-offers.presenter.ts';
import { registerCall } from '../../lib/contract-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { effectsOf } from '../notifications/index.ts';
import { reviewStateOfWire } from './offer-review-state.ts';
import * as service from './staff-offers.service.ts';

export function staffOffersRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerFileCall(app, staffExportCalls.offers, async ({ db, query, session, institution, language }) => {
    const actor = exportActor(session, institution, language);
    const rows = await service.offersForExport(db, actor, { state: reviewStateOfWire(query.estado ?? 'pendiente'), text: query.texto, profile: query.perfil, companyId: query.idEmpresa, order: query.orden });
    return csvFile('ofertas', offerColumns(language), rows.map(presentOffer), deps.now());
  });

  registerCall(app, calls.list, async ({ actor, db, query }) => toStaffOfferPage(await service.listOffers(await db(), actor, query)));
  registerCall(app, calls.detail, async ({ actor, db, params }) => toStaffOfferDetail(await service.offerDetail(await db(), actor, params.idOferta, deps.now()), actor.language));
  registerCall(app, calls.staff, async ({ actor, db }) => toStaffMembers(await service.staffMembers(await db(), actor)));
  registerCall(app, calls.validate, async (ctx) => presentOffer(await service.validateOffer(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idOferta)));
  registerCall(app, calls.validateMany, async (ctx) => toValidatedCount(await service.validateOffers(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idsOferta)));
  registerCall(app, calls.sendBack, async (ctx) =>
    presentOffer(await service.sendBackOffer(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idOferta, ctx.body.observaciones)),
  );
  registerCall(app, calls.sendBackMany, async (ctx) => ({
    devueltas: await service.sendBackOffers(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idsOferta, ctx.body.observaciones),
  }));
  registerCall(app, calls.rejectMany, async (ctx) => ({
    rechazadas: await service.rejectOffers(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idsOferta, ctx.body.motivo),
  }));
  registerCall(app, calls.reject, async (ctx) => presentOffer(await service.rejectOffer(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idOferta, ctx.body.motivo)));
  registerCall(app, calls.assignManager, async (ctx) =>
    presentOffer(await service.assignManager(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idOferta, ctx.body.idGestor)),
  );
  registerCall(app, calls.feature, async ({ actor, db, body }) => presentOffer(await service.featureOffer(await db(), actor, body.idOferta, body.fechaDestacada)));
  registerCall(app, calls.close, async (ctx) => presentOffer(await service.closeOffer(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idOferta)));
  registerCall(app, calls.expire, async (ctx) => presentOffer(await service.expireOffer(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idOferta)));
}
