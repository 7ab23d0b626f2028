import { afterAll, describe, expect, it } from 'vitest';
import type { ZodObject, ZodRawShape } from 'zod';
import { registeredRoutes, type RegisteredRoute } from '../../lib/route-registry.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { allStaffCalls, companyIdByEmail, staffToken, UIB } from './staff.testing.ts';

/*
 * Generated from the routes the app registers under /api/Gestor, not from a list kept by hand:
 * - every back-office route is one of the calls the role and institution tables of staff.access.test.ts attack
 *   (so a call added to a new contract group, and forgotten there, fails here by name), or one of the session calls
 *   every role has under its own prefix (the caller's own account: no record of anyone else's);
 * - every route whose query string names a record (an offer, a company, a candidate, an audited entity, a staff
 *   member) is called by a staff member of institution A with institution B's ids: it answers 608, or an answer
 *   with nothing of B in it.
 * The role refusals (candidate and company tokens: 607) are generated over the same registered routes by
 * guards/access-control.test.ts.
 */

const t = await createTestApp();
afterAll(async () => {
  await t?.close();
});

/**
 * The calls of the caller's own account under the staff prefix: login (public), then password, language, profile,
 * logout, and the caller's own notifications (their ids are refused to anyone else: notifications.test.ts and the
 * generated access guards).
 */
const SESSION_CALLS = new Set([
  'logaUsuario',
  'editarIdiomaPreferido',
  'editaUsuario',
  'editarPassword',
  'cerrarSesion',
  'dameNotificaciones',
  'marcarNotificacionLeida',
  'eliminaNotificacion',
  'marcarNotificacionesSinEnlaceLeidas',
  'eliminaNotificaciones',
  'damePreferenciasNotificaciones',
  'editPreferenciasNotificaciones',
]);
/** Query fields that name a record of an institution (not a shared catalogue entry, a page or a text). */
const RECORD_FIELDS = new Set(['idOferta', 'idEmpresa', 'idAlumno', 'idEntidad', 'idUsuario', 'idCandidatura']);

const staffRoutes = registeredRoutes(t.app).filter((route) => route.url.startsWith('/api/Gestor/'));
const queryFields = (route: RegisteredRoute): string[] => {
  const schema = route.call?.query as ZodObject<ZodRawShape> | undefined;
  return schema?.shape ? Object.keys(schema.shape) : [];
};
const routesWithRecordQuery = staffRoutes.filter((route) => route.method === 'GET' && !route.url.includes(':') && queryFields(route).some((f) => RECORD_FIELDS.has(f)));

// Institution B is the generic demo institution; A is the UIB. B's records, and an audit line of B about them.
const generic = await staffToken(t, 'generic');
const uib = await staffToken(t, 'uib');
const bCompanyId = await companyIdByEmail(t, 'pendiente@example.org');
const bCompany = await t.db.selectFrom('companies').select(['trade_name', 'legal_name']).where('id', '=', bCompanyId).executeTakeFirstOrThrow();
const bCandidacy = await t.db
  .selectFrom('candidacies as k')
  .innerJoin('users as u', 'u.id', 'k.candidate_id')
  .innerJoin('offers as o', 'o.id', 'k.offer_id')
  .select(['k.id', 'k.candidate_id', 'u.email', 'o.id as offer_id', 'o.title', 'o.company_id'])
  .where('o.institution_id', '=', 'generic')
  .where('o.state', '=', 'published')
  .orderBy('k.id')
  .executeTakeFirstOrThrow();
const bOffer = { id: bCandidacy.offer_id, title: bCandidacy.title, company_id: bCandidacy.company_id };
const bStaff = await t.db.selectFrom('users').select('id').where('email', '=', 'gestor@example.org').executeTakeFirstOrThrow();
const validated = await t.call('POST', '/api/Gestor/validaEmpresa', { token: generic, body: { idEmpresa: bCompanyId } });
if (validated.body.status !== 0) throw new Error(`setup: validaEmpresa answered ${JSON.stringify(validated.body)}`);

/** B's ids for every record field, and what of B must never show in A's answer. */
const B_IDS: Record<string, string> = {
  idOferta: String(bOffer.id),
  idEmpresa: String(bCompanyId),
  idAlumno: String(bCandidacy.candidate_id),
  idEntidad: String(bCompanyId),
  entidad: 'company',
  idUsuario: String(bStaff.id),
  idCandidatura: String(bCandidacy.id),
};
const B_SECRETS = [bCompany.trade_name, bCompany.legal_name, bOffer.title, bCandidacy.email, 'gestor@example.org'].filter((s): s is string => Boolean(s));

describe('the back-office routes the app registers', () => {
  it('are all attacked by the role and institution tables, or are the session calls of the caller\'s own account', () => {
    const tabled = new Set(allStaffCalls.map((call) => `${call.method} ${call.path}`));
    const untabled = staffRoutes.filter((route) => !tabled.has(`${route.method} ${route.url}`) && !SESSION_CALLS.has(route.call?.name ?? ''));
    expect(untabled.map((route) => `${route.method} ${route.url}`), 'add the call group to allStaffCalls (staff.testing.ts)').toEqual([]);
    expect(staffRoutes.length).toBeGreaterThan(40);
  });

  it('include calls whose query names a record (the table below is not empty)', () => {
    expect(routesWithRecordQuery.map((route) => route.call?.name)).toEqual(expect.arrayContaining(['dameOfertasGestor', 'dameRegistroAuditoria', 'buscaCandidatosGestor']));
  });
});

describe("a staff member of institution A asking with institution B's ids in the query", () => {
  it.each(routesWithRecordQuery.map((route) => [`${route.method} ${route.url}`, route] as const))('%s answers 608 or nothing of B', async (_key, route) => {
    const fields = queryFields(route);
    const query = new URLSearchParams(Object.entries(B_IDS).filter(([field]) => fields.includes(field)));
    // A text search aims at B's candidate by e-mail: A's answer must still be A's own people only.
    if (fields.includes('texto')) query.set('texto', bCandidacy.email);
    const raw = await t.app.inject({ method: 'GET', url: `${route.url}?${query}`, headers: { host: UIB, authorization: `Bearer ${uib}` } });
    const text = raw.body;
    if (raw.headers['content-type']?.toString().includes('application/json')) {
      const status = (JSON.parse(text) as { status: number }).status;
      expect([0, 608], `${route.url}: ${text.slice(0, 200)}`).toContain(status);
    } else {
      expect(raw.statusCode, `${route.url}: ${text.slice(0, 200)}`).toBe(200);
    }
    for (const secret of B_SECRETS) expect(text, `${route.url}?${query} shows "${secret}" of institution B`).not.toContain(secret);
  });

  it('while B itself finds its own records with the same query (the ids are real)', async () => {
    const offers = await t.call('GET', `/api/Gestor/dameOfertasGestor?estado=publicada&idEmpresa=${bOffer.company_id}`, { token: generic });
    expect(offers.body.datos.items.some((o: { idOferta: number }) => o.idOferta === bOffer.id)).toBe(true);
    const audit = await t.call('GET', `/api/Gestor/dameRegistroAuditoria?entidad=company&idEntidad=${bCompanyId}`, { token: generic });
    expect(JSON.stringify(audit.body.datos)).toContain(bCompany.trade_name ?? '');
  });
});
