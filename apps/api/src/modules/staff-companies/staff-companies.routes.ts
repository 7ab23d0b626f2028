import type { FastifyInstance } from 'fastify';
import { Status, staffCompanyCalls as calls, staffExportCalls } from '@portal/shared';
import { csvFile } from '../../lib/csv.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { companyColumns, exportActor } from '../staff/index.ts';
import { presentCompany } from './staff-companies.presenter.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import * as service from './staff-companies.service.ts';

export function staffCompaniesRoutes(app: FastifyInstance, deps: { mailer: Mailer; now: () => Date }): void {
  const effects = (afterCommit: (hook: () => Promise<void> | void) => void) => ({ afterCommit, mailer: deps.mailer });

  registerCall(app, calls.list, async ({ actor, db, query }) => service.listCompanies(await db(), actor, query));
  registerCall(app, calls.detail, async ({ actor, db, params }) => service.companyDetail(await db(), actor, params.idEmpresa));
  registerCall(app, calls.validate, async ({ actor, db, body, afterCommit }) => service.validateCompany(await db(), actor, effects(afterCommit), body.idEmpresa));
  registerCall(app, calls.validateMany, async ({ actor, db, body, afterCommit }) =>
    service.validateCompanies(await db(), actor, effects(afterCommit), body.idsEmpresa),
  );
  registerCall(app, calls.reject, async ({ actor, db, body, afterCommit }) =>
    service.rejectCompany(await db(), actor, effects(afterCommit), body.idEmpresa, body.motivo),
  );
  registerCall(app, calls.block, async ({ actor, db, body, afterCommit }) =>
    service.blockCompany(await db(), actor, effects(afterCommit), body.idEmpresa, body.motivo),
  );
  registerCall(app, calls.unblock, async ({ actor, db, body, afterCommit }) => service.unblockCompany(await db(), actor, effects(afterCommit), body.idEmpresa));
  registerCall(app, calls.edit, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.editCompany(await db(), actor, body)));
  registerFileCall(app, staffExportCalls.companies, async ({ db, query, session, institution, language }) => {
    const actor = exportActor(session, institution, language);
    const rows = await service.companiesForExport(db, actor, { state: query.estado ?? 'pendiente', text: query.texto });
    return csvFile('empresas', companyColumns(language), rows.map(presentCompany), deps.now());
  });
  registerCall(app, calls.editContact, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.editContact(await db(), actor, body)));
}
