import type { FastifyInstance } from 'fastify';
import { staffExportCalls, staffOfferCalls as calls } from '@portal/shared';
import { csvFile } from '../../lib/csv.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { exportActor, offerColumns } from '../staff/index.ts';
import { presentOffer, toStaffMembers, toStaffOfferDetail, toStaffOfferPage, toValidatedCount } from './staff-offers.presenter.ts';
import { registerCall } from '../../lib/contract-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { reviewStateOfWire } from './offer-review-state.ts';
import * as service from './staff-offers.service.ts';

export function staffOffersRoutes(app: FastifyInstance, deps: { mailer: Mailer; now: () => Date }): void {
  registerFileCall(app, staffExportCalls.offers, async ({ db, query, session, institution, language }) => {
    const actor = exportActor(session, institution, language);
    const rows = await service.offersForExport(db, actor, { state: reviewStateOfWire(query.estado ?? 'pendiente'), text: query.texto, profile: query.perfil, companyId: query.idEmpresa });
    return csvFile('ofertas', offerColumns(language), rows.map(presentOffer), deps.now());
  });
  const effects = (afterCommit: (hook: () => Promise<void> | void) => void): service.OfferEffects => ({ afterCommit, mailer: deps.mailer, now: deps.now });

  registerCall(app, calls.list, async ({ actor, db, query }) => toStaffOfferPage(await service.listOffers(await db(), actor, query)));
  registerCall(app, calls.detail, async ({ actor, db, params }) => toStaffOfferDetail(await service.offerDetail(await db(), actor, params.idOferta, deps.now()), actor.language));
  registerCall(app, calls.staff, async ({ actor, db }) => toStaffMembers(await service.staffMembers(await db(), actor)));
  registerCall(app, calls.validate, async ({ actor, db, body, afterCommit }) => presentOffer(await service.validateOffer(await db(), actor, effects(afterCommit), body.idOferta)));
  registerCall(app, calls.validateMany, async ({ actor, db, body, afterCommit }) => toValidatedCount(await service.validateOffers(await db(), actor, effects(afterCommit), body.idsOferta)));
  registerCall(app, calls.sendBack, async ({ actor, db, body, afterCommit }) =>
    presentOffer(await service.sendBackOffer(await db(), actor, effects(afterCommit), body.idOferta, body.observaciones)),
  );
  registerCall(app, calls.reject, async ({ actor, db, body, afterCommit }) => presentOffer(await service.rejectOffer(await db(), actor, effects(afterCommit), body.idOferta, body.motivo)));
  registerCall(app, calls.assignManager, async ({ actor, db, body }) => presentOffer(await service.assignManager(await db(), actor, body.idOferta, body.idGestor)));
  registerCall(app, calls.feature, async ({ actor, db, body }) => presentOffer(await service.featureOffer(await db(), actor, body.idOferta, body.fechaDestacada)));
  registerCall(app, calls.close, async ({ actor, db, body }) => presentOffer(await service.closeOffer(await db(), actor, body.idOferta)));
  registerCall(app, calls.expire, async ({ actor, db, body, afterCommit }) => presentOffer(await service.expireOffer(await db(), actor, effects(afterCommit), body.idOferta)));
}
