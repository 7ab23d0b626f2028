import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDACY_STATE, Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addDays, serviceDay } from '../offers/index.ts';
import { companyOfAccount, otherCompanyOffer, rowsOf, validOfferForm } from './company-offers.testing.ts';

let t: TestApp;
let company: string;
let staff: string;
let candidate: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  company = await t.login('Empresa', 'empresa@example.org');
  staff = await t.login('Gestor', 'gestor@example.org');
  candidate = await t.login('Alumno', 'alumno@example.org');
  companyId = await companyOfAccount(rowsOf(t.db), 'empresa@example.org');
});
afterAll(async () => {
  await t?.close();
});

const rows = () => rowsOf(t.db);
const post = (call: string, body: unknown, token = company) => t.call('POST', `/api/Empresa/${call}`, { token, body });
const form = (profile: 1 | 2 = 1, title?: string) => validOfferForm(rows(), 'generic', profile, title);

async function create(profile: 1 | 2 = 1, title?: string): Promise<{ idOferta: number; urlAcceso: string }> {
  const res = await post('addOferta', await form(profile, title));
  expect(res.body.status, JSON.stringify(res.body)).toBe(Status.OfferCreated);
  return res.body.datos;
}

async function validate(idOferta: number): Promise<void> {
  const res = await t.call('POST', '/api/Gestor/validaOferta', { token: staff, body: { idOferta } });
  expect(res.body.status).toBe(0);
}

async function candidateList(tipo: 'empleo' | 'practicas'): Promise<string[]> {
  const res = await t.call('GET', `/api/Alumno/dameOfertasUsuario/${tipo}/es?porPagina=100`, { token: candidate });
  return res.body.datos.ofertas.map((o: { urlAcceso: string }) => o.urlAcceso);
}

async function setCompanyIban(iban: string | null) {
  await t.db.updateTable('companies').set({ iban }).where('id', '=', companyId).execute();
}

async function addCandidacy(offerId: number, email = 'alumno@example.org', state: number = CANDIDACY_STATE.enrolled) {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('candidacies')
    .values({ institution_id: 'generic', offer_id: offerId, candidate_id: user.id, state_id: state })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('creating an offer (addOferta)', () => {
  it('enters pending validation (506): candidates neither list nor open it until the service validates it', async () => {
    const created = await create(2, 'Prácticas de análisis de datos');
    const list = await t.call('GET', '/api/Empresa/dameProcesosEmpleoYpracticas', { token: company });
    const mine = list.body.datos.procesos.find((p: { idOferta: number }) => p.idOferta === created.idOferta);
    expect(mine).toMatchObject({ estado: 'pendiente', idPerfil: 2, editable: true, numCandidatos: 0, titulo: 'Prácticas de análisis de datos' });
    expect(created.urlAcceso).toMatch(/^practicas-de-analisis-de-datos-\d+$/);

    expect(await candidateList('practicas')).not.toContain(created.urlAcceso);
    expect((await t.call('GET', `/api/Alumno/dameOferta/${created.urlAcceso}`, { token: candidate })).body.status).toBe(Status.OfferNotFound);

    await validate(created.idOferta);
    expect(await candidateList('practicas')).toContain(created.urlAcceso);
    expect((await t.call('GET', `/api/Alumno/dameOferta/${created.urlAcceso}`, { token: candidate })).body.status).toBe(0);
  });

  it('names every empty field the brand requires, on its own field (15)', async () => {
    const { horario: _h, idSector: _s, tutorEmail: _e, ...rest } = await form(1);
    const res = await post('addOferta', rest);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(Status.MissingMandatoryData);
    expect(res.body.datos.errores.map((e: { campo: string }) => e.campo).sort()).toEqual(['horario', 'idSector', 'tutorEmail']);
  });

  it('asks for at least one degree, a title, dates in order and known reference ids (15)', async () => {
    const valid = await form(1);
    const noDegree = await post('addOferta', { ...valid, titulaciones: [] });
    expect(noDegree.body.datos.errores).toEqual([expect.objectContaining({ campo: 'titulaciones', clave: 'atLeastOne' })]);
    const noTitle = await post('addOferta', { ...valid, titulo: '' });
    expect(noTitle.body.datos.errores).toEqual([expect.objectContaining({ campo: 'titulo', clave: 'required' })]);
    const dates = await post('addOferta', { ...valid, fechaInicio: '2031-05-01', fechaFin: '2031-04-01' });
    expect(dates.body.status).toBe(Status.StartDateAfterEndDate);
    const foreignDegree = await rows()<{ id: number }>(`select id from catalog_items where catalog = 'degrees' and institution_id = 'uib' limit 1`);
    const other = await post('addOferta', { ...valid, titulaciones: [{ id: foreignDegree[0]?.id, requerida: true }] });
    expect(other.body.datos.errores).toEqual([expect.objectContaining({ campo: 'titulaciones' })]);
  });

  it('hides what the brand hides: a hidden field is not written', async () => {
    // The generic brand hides the order number (numeroPedido) and the island.
    const created = await post('addOferta', { ...(await form(1)), numeroPedido: 'PED-1', idIsla: undefined });
    const stored = await t.db.selectFrom('offers').select('order_number').where('id', '=', created.body.datos.idOferta).executeTakeFirstOrThrow();
    expect(stored.order_number).toBeNull();
  });

  it("asks for the island where the brand requires it (uib) only in a province made of islands", async () => {
    const uib = await t.login('Empresa', 'empresa@uib.example.org', { host: 'uib.localhost' });
    const [islands] = await rows()<{ province: number; island: number }>(`select parent_id as province, id as island from catalog_items where catalog = 'islands' order by id limit 1`);
    const [mainland] = await rows()<{ id: number }>(
      `select id from catalog_items where catalog = 'provinces' and id not in (select parent_id from catalog_items where catalog = 'islands' and parent_id is not null) order by id limit 1`,
    );
    const uibForm = await validOfferForm(rows(), 'uib', 1);
    const save = (body: unknown) => t.call('POST', '/api/Empresa/addOferta', { token: uib, host: 'uib.localhost', body });
    const noIsland = await save({ ...uibForm, idProvincia: islands?.province });
    expect(noIsland.body.datos.errores).toEqual([expect.objectContaining({ campo: 'idIsla', clave: 'required' })]);
    expect((await save({ ...uibForm, idProvincia: islands?.province, idIsla: islands?.island })).body.status).toBe(Status.OfferCreated);
    expect((await save({ ...uibForm, idProvincia: mainland?.id })).body.status).toBe(Status.OfferCreated);
  });

  it('needs the company IBAN for an internship offer (72 on the iban field), and saves one given with it', async () => {
    await setCompanyIban(null);
    const missing = await post('addOferta', await form(2));
    expect(missing.body.status).toBe(Status.IbanMissing);
    expect(missing.body.datos.errores).toEqual([expect.objectContaining({ campo: 'iban' })]);
    // A job offer does not need it.
    expect((await post('addOferta', await form(1))).body.status).toBe(Status.OfferCreated);
    const wrong = await post('addOferta', { ...(await form(2)), iban: 'ES00 0000 0000 0000 0000 0000' });
    expect(wrong.body.status).toBe(Status.IbanInvalid);
    const given = await post('addOferta', { ...(await form(2)), iban: 'ES91 2100 0418 4502 0005 1332' });
    expect(given.body.status).toBe(Status.OfferCreated);
    const stored = await t.db.selectFrom('companies').select('iban').where('id', '=', companyId).executeTakeFirstOrThrow();
    expect(stored.iban).toBe('ES9121000418450200051332');
  });
});

describe('editing an offer (dameOfertaEditable, addOferta with idOferta)', () => {
  it('edits a pending offer (514) and reads it back as the form sent it', async () => {
    const created = await create(1);
    const read = await t.call('GET', `/api/Empresa/dameOfertaEditable/${created.idOferta}`, { token: company });
    expect(read.body.status).toBe(0);
    expect(read.body.datos).toMatchObject({ editable: true, estado: 'pendiente', oferta: { titulo: 'Técnico de sistemas en prácticas', plazas: 2, salario: 21000 } });
    const edit = await post('addOferta', { ...read.body.datos.oferta, idOferta: created.idOferta, titulo: 'Técnica de sistemas', idiomas: [] });
    expect(edit.body.status).toBe(Status.ChangesSaved);
    const again = await t.call('GET', `/api/Empresa/dameOfertaEditable/${created.idOferta}`, { token: company });
    expect(again.body.datos.oferta.titulo).toBe('Técnica de sistemas');
  });

  it('an offer sent back with remarks shows them, and the edit puts it back in the queue', async () => {
    const created = await create(1);
    await t.call('POST', '/api/Gestor/devuelveOferta', { token: staff, body: { idOferta: created.idOferta, observaciones: 'Indica el salario bruto anual' } });
    const read = await t.call('GET', `/api/Empresa/dameOfertaEditable/${created.idOferta}`, { token: company });
    expect(read.body.datos).toMatchObject({ estado: 'devuelta', editable: true, observaciones: 'Indica el salario bruto anual' });
    await post('addOferta', { ...read.body.datos.oferta, idOferta: created.idOferta });
    const after = await t.call('GET', `/api/Empresa/dameOfertaEditable/${created.idOferta}`, { token: company });
    expect(after.body.datos.estado).toBe('pendiente');
  });

  it('once published it is read with 512 (not editable) and a save is refused with 68', async () => {
    const created = await create(1);
    await validate(created.idOferta);
    const read = await t.call('GET', `/api/Empresa/dameOfertaEditable/${created.idOferta}`, { token: company });
    expect(read.statusCode, JSON.stringify(read.body)).toBe(200);
    expect(read.body.status).toBe(Status.OfferEditableOnlyWhilePending);
    expect(read.body.datos).toMatchObject({ editable: false, estado: 'publicada' });
    const save = await post('addOferta', { ...(await form(1)), idOferta: created.idOferta });
    expect(save.body.status).toBe(Status.OfferNotEditable);
  });

  it('an expired pending offer is not editable either (68)', async () => {
    const created = await create(1);
    await t.db.updateTable('offers').set({ expires_on: '2020-01-31' }).where('id', '=', created.idOferta).execute();
    const read = await t.call('GET', `/api/Empresa/dameOfertaEditable/${created.idOferta}`, { token: company });
    expect(read.body.status).toBe(Status.OfferEditableOnlyWhilePending);
    const save = await post('addOferta', { ...(await form(1)), idOferta: created.idOferta });
    expect(save.body.status).toBe(Status.OfferNotEditable);
  });

  it('an offer with a manager (asignaGestorOferta) is never editable nor deletable (25)', async () => {
    const created = await create(1);
    const gestores = await t.call('GET', '/api/Gestor/dameGestores', { token: staff });
    const idGestor = gestores.body.datos[0].idUsuario;
    await t.call('POST', '/api/Gestor/asignaGestorOferta', { token: staff, body: { idOferta: created.idOferta, idGestor } });
    expect((await t.call('GET', `/api/Empresa/dameOfertaEditable/${created.idOferta}`, { token: company })).body.status).toBe(Status.OfferHasManager);
    expect((await post('addOferta', { ...(await form(1)), idOferta: created.idOferta })).body.status).toBe(Status.OfferHasManager);
    expect((await post('deleteOferta', { urlOferta: created.urlAcceso })).body.status).toBe(Status.OfferHasManager);
    const list = await t.call('GET', '/api/Empresa/dameProcesosEmpleoYpracticas', { token: company });
    expect(list.body.datos.procesos.find((p: { idOferta: number }) => p.idOferta === created.idOferta)).toMatchObject({ gestionada: true, editable: false, borrable: false });
  });
});

describe('duplicating (copiarOferta, copiarOfertaPerfilContrario)', () => {
  it('copies an offer as a new draft with the same profile and degrees', async () => {
    const created = await create(1, 'Administrativo contable');
    await validate(created.idOferta);
    const copy = await post('copiarOferta', { urlOferta: created.urlAcceso });
    expect(copy.body.status).toBe(0);
    expect(copy.body.datos).toMatchObject({ idPerfil: 1 });
    expect(copy.body.datos.urlAcceso).not.toBe(created.urlAcceso);
    const read = await t.call('GET', `/api/Empresa/dameOfertaEditable/${copy.body.datos.idOferta}`, { token: company });
    expect(read.body.datos).toMatchObject({ editable: true, estado: 'borrador', oferta: { titulo: 'Administrativo contable', idContrato: expect.any(Number) } });
    expect(read.body.datos.oferta.titulaciones).toHaveLength(1);
  });

  it('copies with the other profile: a job becomes an internship without contract nor salary', async () => {
    const created = await create(1, 'Desarrollador web');
    const copy = await post('copiarOfertaPerfilContrario', { urlOferta: created.urlAcceso });
    expect(copy.body.datos.idPerfil).toBe(2);
    const read = await t.call('GET', `/api/Empresa/dameOfertaEditable/${copy.body.datos.idOferta}`, { token: company });
    expect(read.body.datos.oferta).toMatchObject({ idPerfil: 2, titulo: 'Desarrollador web' });
    expect(read.body.datos.oferta.idContrato).toBeUndefined();
    expect(read.body.datos.oferta.salario).toBeUndefined();
    // To an internship needs the IBAN too.
    await setCompanyIban(null);
    expect((await post('copiarOfertaPerfilContrario', { urlOferta: created.urlAcceso })).body.status).toBe(Status.IbanMissing);
    await setCompanyIban('ES9121000418450200051332');
  });

  it('is refused (48) where the brand does not let companies duplicate offers (urv)', async () => {
    const urv = await t.login('Empresa', 'empresa@urv.example.org', { host: 'urv.localhost' });
    const urvCompany = await companyOfAccount(rows(), 'empresa@urv.example.org');
    const [offer] = await rows()<{ url_access: string }>(`select url_access from offers where company_id = ${urvCompany} order by id limit 1`);
    const res = await t.call('POST', '/api/Empresa/copiarOferta', { token: urv, host: 'urv.localhost', body: { urlOferta: offer?.url_access ?? 'x' } });
    expect(res.body.status).toBe(Status.ActionNotAllowed);
  });
});

describe('closing (cerrarOferta) and deleting (deleteOferta)', () => {
  it('closes a published offer (513): candidates no longer see it, open candidacies close, the hire is recorded', async () => {
    const created = await create(1);
    await validate(created.idOferta);
    const candidacy = await addCandidacy(created.idOferta);
    const missing = await post('cerrarOferta', { urlOferta: created.urlAcceso, candidatoPropuestoPorServicio: true });
    expect(missing.body.status).toBe(Status.MissingMandatoryData);
    expect(missing.body.datos.errores.map((e: { campo: string }) => e.campo).sort()).toEqual(['fechaInicioContrato', 'idTipoContrato', 'nombreContratado']);

    const contract = (await rows()<{ id: number }>(`select id from catalog_items where catalog = 'contract_types' order by id limit 1`))[0]?.id;
    const res = await post('cerrarOferta', {
      urlOferta: created.urlAcceso,
      candidatoPropuestoPorServicio: true,
      nombreContratado: 'Marta Vidal Coll',
      fechaInicioContrato: '2031-03-01',
      idTipoContrato: contract,
    });
    expect(res.body.status).toBe(Status.OfferClosed);
    expect(await candidateList('empleo')).not.toContain(created.urlAcceso);
    const state = await t.db.selectFrom('candidacies').select('state_id').where('id', '=', candidacy).executeTakeFirstOrThrow();
    expect(state.state_id).toBe(CANDIDACY_STATE.closed);
    const closure = await t.db.selectFrom('offer_closures').selectAll().where('offer_id', '=', created.idOferta).executeTakeFirstOrThrow();
    expect(closure).toMatchObject({ proposed_by_service: true, hired_name: 'Marta Vidal Coll', contract_type_id: contract });
    // The candidate whose candidacy the closing ended hears of it, with the reason, on their candidacy's page.
    const student = await t.login('Alumno', 'alumno@example.org');
    const bell = (await t.call('GET', '/api/Alumno/dameNotificaciones', { token: student })).body.datos.notificaciones as { tipo: string; texto: string; urlAcceso: string | null }[];
    const told = bell.filter((n) => n.urlAcceso === `/mis-candidaturas/${created.urlAcceso}`);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ tipo: 'candidacy.state' });
    expect(told[0]?.texto).toContain('La oferta se ha cerrado y ya no recibe candidaturas.');
    // Closed already, or never published: not a move a company can make.
    expect((await post('cerrarOferta', { urlOferta: created.urlAcceso, candidatoPropuestoPorServicio: false })).body.status).toBe(Status.InvalidStateChange);
    const pending = await create(1);
    expect((await post('cerrarOferta', { urlOferta: pending.urlAcceso, candidatoPropuestoPorServicio: false })).body.status).toBe(Status.InvalidStateChange);
  });

  it('deletes an offer nobody applied to (519); one with candidacies must be closed instead (48)', async () => {
    const lonely = await create(1);
    expect((await post('deleteOferta', { urlOferta: lonely.urlAcceso })).body.status).toBe(Status.OfferDeleted);
    expect(await t.db.selectFrom('offers').select('id').where('id', '=', lonely.idOferta).executeTakeFirst()).toBeUndefined();
    const wanted = await create(1);
    await addCandidacy(wanted.idOferta);
    expect((await post('deleteOferta', { urlOferta: wanted.urlAcceso })).body.status).toBe(Status.ActionNotAllowed);
  });

  it('is refused (48) where the brand does not let companies delete offers (uvic)', async () => {
    const uvic = await t.login('Empresa', 'empresa@uvic.example.org', { host: 'uvic.localhost' });
    const uvicCompany = await companyOfAccount(rows(), 'empresa@uvic.example.org');
    const [offer] = await rows()<{ url_access: string }>(`select url_access from offers where company_id = ${uvicCompany} order by id limit 1`);
    const res = await t.call('POST', '/api/Empresa/deleteOferta', { token: uvic, host: 'uvic.localhost', body: { urlOferta: offer?.url_access ?? 'x' } });
    expect(res.body.status).toBe(Status.ActionNotAllowed);
  });
});

describe('my offers (dameProcesosEmpleoYpracticas)', () => {
  it('counts candidates and unread ones, and filters by history, unread, expiring soon and title', async () => {
    const offer = await create(1, 'Recepcionista bilingüe');
    await validate(offer.idOferta);
    const read = await addCandidacy(offer.idOferta, 'alumno@example.org');
    await addCandidacy(offer.idOferta, 'alumno.sinbusqueda@example.org');
    await addCandidacy(offer.idOferta, 'alumno.sinestudios@example.org', 6);
    await t.db.updateTable('candidacies').set({ read_by_company: true }).where('id', '=', read).execute();
    // Three days from the service's day (Europe/Madrid), by the app's clock, not the machine's UTC date.
    const soon = addDays(serviceDay(t.clock.now()), 3);
    await t.db.updateTable('offers').set({ expires_on: soon }).where('id', '=', offer.idOferta).execute();

    const list = async (query = '') => (await t.call('GET', `/api/Empresa/dameProcesosEmpleoYpracticas${query}`, { token: company })).body.datos.procesos as { idOferta: number; estado: string; numCandidatos: number; numCandidatosNoLeidos: number; caducaPronto: boolean }[];
    const all = await list();
    expect(all.find((p) => p.idOferta === offer.idOferta)).toMatchObject({ estado: 'publicada', numCandidatos: 2, numCandidatosNoLeidos: 1, caducaPronto: true });
    expect((await list('?texto=recepcionista bilingue')).map((p) => p.idOferta)).toEqual([offer.idOferta]);
    expect((await list('?soloNoLeidos=true')).every((p) => p.numCandidatosNoLeidos > 0)).toBe(true);
    expect((await list('?caducanPronto=true')).map((p) => p.idOferta)).toContain(offer.idOferta);
    expect((await list('?caducanPronto=true')).every((p) => p.caducaPronto)).toBe(true);

    // History: closed, rejected and expired offers show only with it.
    await t.db.updateTable('offers').set({ expires_on: '2020-01-31' }).where('id', '=', offer.idOferta).execute();
    expect((await list()).map((p) => p.idOferta)).not.toContain(offer.idOferta);
    expect((await list('?historial=true')).find((p) => p.idOferta === offer.idOferta)?.estado).toBe('caducada');
  });

  it('lists only the caller company\'s offers', async () => {
    const procesos = (await t.call('GET', '/api/Empresa/dameProcesosEmpleoYpracticas?historial=true', { token: company })).body.datos.procesos as { idOferta: number }[];
    const owners = await rows()<{ company_id: number }>(`select distinct company_id from offers where id in (${procesos.map((p) => p.idOferta).join(',')})`);
    expect(owners).toEqual([{ company_id: companyId }]);
  });
});

describe('the offer as a candidate sees it (dameDatosProcesoComoAlumno)', () => {
  it('shows my offer in any state as the candidate detail, without a candidacy', async () => {
    const created = await create(2, 'Prácticas de marketing digital');
    const res = await t.call('GET', `/api/Empresa/dameDatosProcesoComoAlumno/${created.idOferta}`, { token: company });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ titulo: 'Prácticas de marketing digital', idPerfil: 2, candidatura: null, textoPerfilOferta: 'Prácticas' });
    expect(res.body.datos.titulaciones).toHaveLength(1);
  });
});

describe("another company's and another institution's offers", () => {
  it('answer 4 to every call, and stay as they were', async () => {
    const rival = await otherCompanyOffer(rows(), companyId, 'published');
    const before = await rows()(`select * from offers where id = ${rival.id}`);
    const offersBefore = await rows()(`select count(*) from offers`);
    expect((await t.call('GET', `/api/Empresa/dameOfertaEditable/${rival.id}`, { token: company })).body.status).toBe(Status.OfferNotFound);
    expect((await t.call('GET', `/api/Empresa/dameDatosProcesoComoAlumno/${rival.id}`, { token: company })).body.status).toBe(Status.OfferNotFound);
    expect((await post('addOferta', { ...(await form(1)), idOferta: rival.id })).body.status).toBe(Status.OfferNotFound);
    for (const call of ['copiarOferta', 'copiarOfertaPerfilContrario', 'deleteOferta']) {
      expect((await post(call, { urlOferta: rival.url_access })).body.status, call).toBe(Status.OfferNotFound);
    }
    expect((await post('cerrarOferta', { urlOferta: rival.url_access, candidatoPropuestoPorServicio: false })).body.status).toBe(Status.OfferNotFound);
    expect(await rows()(`select * from offers where id = ${rival.id}`)).toEqual(before);
    expect(await rows()(`select count(*) from offers`)).toEqual(offersBefore);
  });

  it("a company of another institution cannot reach this institution's offers by id or URL (4)", async () => {
    const uib = await t.login('Empresa', 'empresa@uib.example.org', { host: 'uib.localhost' });
    const mine = await create(1);
    const opts = { token: uib, host: 'uib.localhost' };
    expect((await t.call('GET', `/api/Empresa/dameOfertaEditable/${mine.idOferta}`, opts)).body.status).toBe(Status.OfferNotFound);
    expect((await t.call('GET', `/api/Empresa/dameDatosProcesoComoAlumno/${mine.idOferta}`, opts)).body.status).toBe(Status.OfferNotFound);
    expect((await t.call('POST', '/api/Empresa/deleteOferta', { ...opts, body: { urlOferta: mine.urlAcceso } })).body.status).toBe(Status.OfferNotFound);
    const uibForm = await validOfferForm(rows(), 'uib', 1);
    expect((await t.call('POST', '/api/Empresa/addOferta', { ...opts, body: { ...uibForm, idOferta: mine.idOferta } })).body.status).toBe(Status.OfferNotFound);
    const list = (await t.call('GET', '/api/Empresa/dameProcesosEmpleoYpracticas?historial=true', opts)).body.datos.procesos as { idOferta: number }[];
    expect(list.map((p) => p.idOferta)).not.toContain(mine.idOferta);
  });
});

describe('an internship programme the service deactivated', () => {
  it('is refused (63 on idPrograma) in a new offer and in an edit that picks it; an edit may keep it', async () => {
    const programmes = await t.db
      .selectFrom('catalog_items')
      .select('id')
      .where('catalog', '=', 'programmes')
      .where('institution_id', '=', 'generic')
      .orderBy('id')
      .limit(2)
      .execute();
    const [kept, other] = programmes.map((p) => p.id) as [number, number];
    const setActive = async (id: number, activo: boolean) =>
      expect((await t.call('POST', '/api/Gestor/activaProgramaGestor', { token: staff, body: { id, activo } })).body.status).toBe(0);
    const iban = 'ES91 2100 0418 4502 0005 1332';
    const withKept = await post('addOferta', { ...(await form(2)), iban, idPrograma: kept });
    expect(withKept.body.status).toBe(Status.OfferCreated);
    const withOther = await post('addOferta', { ...(await form(2)), iban, idPrograma: other });
    expect(withOther.body.status).toBe(Status.OfferCreated);

    await setActive(kept, false);
    try {
      const refused = await post('addOferta', { ...(await form(2)), iban, idPrograma: kept });
      expect([refused.statusCode, refused.body.status]).toEqual([404, Status.ProgrammeNotFound]);
      expect(refused.body.datos.errores).toEqual([expect.objectContaining({ campo: 'idPrograma', codigo: Status.ProgrammeNotFound })]);

      // The offer that already had it keeps it through an edit...
      const read = await t.call('GET', `/api/Empresa/dameOfertaEditable/${withKept.body.datos.idOferta}`, { token: company });
      expect(read.body.datos.oferta.idPrograma).toBe(kept);
      const keep = await post('addOferta', { ...read.body.datos.oferta, idOferta: withKept.body.datos.idOferta, titulo: 'Prácticas de sistemas' });
      expect(keep.body.status).toBe(Status.ChangesSaved);
      // ...but another offer cannot switch to it.
      const other2 = await t.call('GET', `/api/Empresa/dameOfertaEditable/${withOther.body.datos.idOferta}`, { token: company });
      const switched = await post('addOferta', { ...other2.body.datos.oferta, idOferta: withOther.body.datos.idOferta, idPrograma: kept });
      expect(switched.body.status).toBe(Status.ProgrammeNotFound);
      const stored = await t.db.selectFrom('offers').select('programme_id').where('id', '=', withOther.body.datos.idOferta).executeTakeFirstOrThrow();
      expect(stored.programme_id).toBe(other);
    } finally {
      await setActive(kept, true);
    }
    expect((await post('addOferta', { ...(await form(2)), iban, idPrograma: kept })).body.status).toBe(Status.OfferCreated);
  });
});
