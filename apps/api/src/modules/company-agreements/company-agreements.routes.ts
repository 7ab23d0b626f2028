import type { FastifyInstance } from 'fastify';
import { Status, companyAgreementsCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { effectsOf } from '../notifications/index.ts';
import * as service from './company-agreements.service.ts';

/** The company generates its collaboration agreement (spec 2 §7.7). Paths answer in any case (`/api/Empresa/...` too). */
export function companyAgreementsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.managementContacts, async ({ db, actor }) => service.contactNames(await db(), actor));
  registerCall(app, calls.billingContacts, async ({ db, actor }) => service.contactNames(await db(), actor));
  registerCall(app, calls.last, async ({ db, actor }) => service.lastAgreement(await db(), actor));
  registerCall(app, calls.add, async (ctx) => {
    const language = service.agreementLanguage(requestLanguage(ctx.request), ctx.actor.brand.languagebydefault);
    const added = await service.addAgreement(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, language, deps.now());
    return new Notice(Status.AgreementAdded, added);
  });
  registerCall(app, calls.uploadSigned, async (ctx) => {
    const signed = await service.uploadSignedAgreement(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now());
    return new Notice(Status.DocumentsAttached, signed);
  });
}
