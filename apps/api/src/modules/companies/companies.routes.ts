import type { FastifyInstance } from 'fastify';
import { Status, companyCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { isLanguage } from '@portal/shared';
import * as service from './companies.service.ts';
import { effectsOf } from '../notifications/index.ts';

/**
 * The company's own data. Paths answer in any case, so `/api/empresa/...` and the spec's `damedatosempresa` reach
 * the same routes as `/api/Empresa/dameDatosEmpresa`.
 */
export function companiesRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.cifExists, async ({ db, visitor, params }) => service.cifExists(await db(), visitor, params.cif));
  registerCall(app, calls.request, async (ctx) =>
    new Notice(Status.CompanyRegistered, await service.requestAccount(await ctx.db(), ctx.visitor, effectsOf(ctx, deps), ctx.body, requestLanguage(ctx.request), deps.now())),
  );

  registerCall(app, calls.data, async ({ db, actor }) => service.companyData(await db(), actor));
  registerCall(app, calls.edit, async (ctx) => new Notice(Status.ChangesSaved, await service.editCompany(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body)));
  registerCall(app, calls.missingCompanyData, async ({ db, actor }) => service.missingCompanyData(await db(), actor));
  registerCall(app, calls.missingContactData, async ({ db, actor }) => service.missingContactData(await db(), actor));

  registerCall(app, calls.contacts, async ({ db, actor }) => service.contacts(await db(), actor));
  registerCall(app, calls.addContact, async ({ db, actor, body, request, mail }) => {
    const origin = publicOrigin(request, deps.config);
    const handle = await db();
    const effects: service.ContactEffects = {
      // The link a first password is set with: its token and its mail are written in the call's transaction.
      async sendSetPasswordLink(userId) {
        const user = await service.contactAccount(handle, actor, userId);
        if (!user) return;
        await deps.auth.sendPasswordLink(user, 'set', request.institution, origin, isLanguage(user.language) ? user.language : actor.language, { db: handle, mail });
      },
    };
    return new Notice(Status.ContactCreated, await service.addContact(handle, actor, effects, body));
  });
  registerCall(app, calls.editContact, async ({ db, actor, body }) => new Notice(Status.ChangesSaved, await service.editContact(await db(), actor, body)));
  registerCall(app, calls.removeContact, async ({ db, actor, body }) => new Notice(Status.ChangesSaved, await service.removeContact(await db(), actor, body)));

  registerCall(app, calls.fiscalAccounts, async ({ db, actor }) => service.fiscalAccounts(await db(), actor));
  registerCall(app, calls.addFiscalAccount, async ({ db, actor, body }) =>
    new Notice(Status.ChangesSaved, await service.addFiscalAccount(await db(), actor, body)),
  );
  registerCall(app, calls.removeFiscalAccount, async ({ db, actor, body }) =>
    new Notice(Status.ChangesSaved, await service.removeFiscalAccount(await db(), actor, body, deps.now())),
  );

  registerCall(app, calls.processCounts, async ({ db, actor }) => service.processCounts(await db(), actor, deps.now()));
  registerCall(app, calls.myCompanies, async ({ db, actor }) => service.myCompanies(await db(), actor));
  // A read-only call: the auth service issues the token on the root database, which no transaction holds.
  registerCall(app, calls.switchCompany, async ({ db, actor, body }) => {
    const { user, company } = await service.switchTarget(await db(), actor, body.idEmpresa);
    return deps.auth.issue(user, actor.institutionId, company);
  });
}
