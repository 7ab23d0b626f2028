import type { FastifyInstance } from 'fastify';
import { staffExportCalls as calls, type Language } from '@portal/shared';
import { csvFile } from '../../../lib/csv.ts';
import { registerFileCall } from '../../../lib/file-route.ts';
import type { Actor } from '../../../lib/request-context.ts';
import type { Institution } from '../../../plugins/institution.ts';
import type { SessionClaims } from '../../session/index.ts';
import { auditFiltersOf, listAudit, presentAudit } from '../audit/index.ts';
import { candidaciesOfOffer } from '../candidacies/candidacies.service.ts';
import { allCandidates } from '../candidates/candidates.service.ts';
import { presentCompany } from '../companies/companies.presenter.ts';
import * as companies from '../companies/companies.repository.ts';
import { presentOffer } from '../offers/offers.presenter.ts';
import * as offers from '../offers/offers.repository.ts';
import { auditColumns, candidacyColumns, candidateColumns, companyColumns, offerColumns } from './export-columns.ts';

const actorOf = (session: SessionClaims, institution: Institution, language: Language): Actor => ({
  institutionId: institution.id,
  brand: institution.brand,
  language,
  userId: session.userId,
  role: session.role,
});

/**
 * The CSV export of every back-office list: the list's own filters and order, every row (no page), written by the
 * one CSV writer (lib/csv.ts). Exports only read, on the root database, scoped to the caller's institution as the
 * lists are.
 */
export function staffExportsRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  registerFileCall(app, calls.companies, async ({ db, query, session, institution, language }) => {
    const actor = actorOf(session, institution, language);
    const { rows } = await companies.listCompanies(db, actor.institutionId, { state: query.estado ?? 'pendiente', text: query.texto });
    return csvFile('empresas', companyColumns(language), rows.map(presentCompany), deps.now());
  });

  registerFileCall(app, calls.offers, async ({ db, query, session, institution, language }) => {
    const actor = actorOf(session, institution, language);
    const { rows } = await offers.listOffers(db, actor.institutionId, { state: query.estado ?? 'pendiente', text: query.texto, profile: query.perfil, companyId: query.idEmpresa });
    return csvFile('ofertas', offerColumns(language), rows.map(presentOffer), deps.now());
  });

  registerFileCall(app, calls.candidacies, async ({ db, params, session, institution, language }) => {
    const { items } = await candidaciesOfOffer(db, actorOf(session, institution, language), params.idOferta);
    return csvFile(`candidaturas-oferta-${params.idOferta}`, candidacyColumns(language), items, deps.now());
  });

  registerFileCall(app, calls.candidates, async ({ db, query, session, institution, language }) => {
    const rows = await allCandidates(db, actorOf(session, institution, language), query);
    return csvFile('candidatos', candidateColumns(language), rows, deps.now());
  });

  registerFileCall(app, calls.audit, async ({ db, query, session, institution, language }) => {
    const { rows } = await listAudit(db, actorOf(session, institution, language).institutionId, auditFiltersOf(query));
    return csvFile('registro-de-cambios', auditColumns(language), rows.map(presentAudit), deps.now());
  });
}
