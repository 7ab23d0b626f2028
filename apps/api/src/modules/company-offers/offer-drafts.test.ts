import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rowsOf, validOfferForm } from './company-offers.testing.ts';

/** Offers a company has not sent yet: kept on the server, seen by nobody else, told to the service when sent. */

let t: TestApp;
let company: string;
let staff: string;
let candidate: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await t.login('Empresa', 'empresa@example.org');
  staff = await t.login('Gestor', 'gestor@example.org');
  candidate = await t.login('Alumno', 'alumno@example.org');
});
afterAll(async () => {
  await t?.close();
});

const post = (call: string, body: unknown, token = company) => t.call('POST', `/api/Empresa/${call}`, { token, body });
const form = (title: string, profile: 1 | 2 = 1) => validOfferForm(rowsOf(t.db), 'generic', profile, title);
const editable = (id: number) => t.call('GET', `/api/Empresa/dameOfertaEditable/${id}`, { token: company });

/** How many times the service was told of an offer (offer.submitted, any staff member). */
async function staffToldOf(id: number): Promise<number> {
  const rows = await t.db.selectFrom('notifications').select('id').where('kind', '=', 'offer.submitted').where('link', '=', `/gestion/ofertas/${id}`).execute();
  return rows.length;
}

/** The ids of the staff queue of pending offers (every page) and its tab counts. */
async function staffQueue(): Promise<{ ids: number[]; counts: Record<string, number> }> {
  const ids: number[] = [];
  let counts: Record<string, number> = {};
  for (let page = 1; ; page++) {
    const res = await t.call('GET', `/api/Gestor/dameOfertasGestor?estado=pendiente&pagina=${page}`, { token: staff });
    counts = res.body.datos.contadores;
    ids.push(...res.body.datos.items.map((o: { idOferta: number }) => o.idOferta));
    if (page * res.body.datos.porPagina >= res.body.datos.total) break;
  }
  return { ids, counts };
}

async function myOffers() {
  const res = await t.call('GET', '/api/Empresa/dameProcesosEmpleoYpracticas', { token: company });
  return res.body.datos.procesos as { idOferta: number; estado: string; copiaDe: { referencia: string } | null; borrable: boolean; editable: boolean }[];
}

describe('a draft (guardarBorradorOferta)', () => {
  it('keeps a half-filled form with its step, and nobody but the company hears of it', async () => {
    const before = await staffQueue();
    const saved = await post('guardarBorradorOferta', { idPerfil: 1, titulo: 'Analista de datos (borrador)', paso: 1 });
    expect(saved.body.status, JSON.stringify(saved.body)).toBe(0);
    expect(saved.body.datos).toMatchObject({ estado: 'borrador', paso: 1 });
    const id = saved.body.datos.idOferta as number;

    const more = await post('guardarBorradorOferta', { idOferta: id, idPerfil: 1, titulo: 'Analista de datos (borrador)', descripcion: 'Análisis de ventas y paneles.', paso: 2 });
    expect(more.body.datos).toMatchObject({ idOferta: id, paso: 2 });
    const read = await editable(id);
    expect(read.body.status).toBe(0);
    expect(read.body.datos).toMatchObject({ estado: 'borrador', editable: true, paso: 2, copiaDe: null, oferta: { titulo: 'Analista de datos (borrador)', descripcion: 'Análisis de ventas y paneles.' } });
    expect((await myOffers()).find((o) => o.idOferta === id)).toMatchObject({ estado: 'borrador', editable: true, borrable: true });

    expect(await staffToldOf(id)).toBe(0);
    const after = await staffQueue();
    expect(after.ids).not.toContain(id);
    expect(after.counts).toEqual(before.counts);
    // Nor can staff open it, nor candidates.
    expect((await t.call('GET', `/api/Gestor/dameOfertaGestor/${id}`, { token: staff })).body.status).toBe(Status.NotFound);
    expect((await t.call('POST', '/api/Gestor/validaOferta', { token: staff, body: { idOferta: id } })).body.status).toBe(Status.NotFound);
    expect((await t.call('GET', `/api/Alumno/dameOferta/${saved.body.datos.urlAcceso}`, { token: candidate })).body.status).toBe(Status.OfferNotFound);
  });

  it('refuses bad input with 15 on its field and writes nothing', async () => {
    const count = async () => (await t.db.selectFrom('offers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const noTitle = await post('guardarBorradorOferta', { idPerfil: 1, paso: 0 });
    expect(noTitle.body.status).toBe(Status.MissingMandatoryData);
    expect(noTitle.body.datos.errores).toEqual(expect.arrayContaining([expect.objectContaining({ campo: 'titulo' })]));
    const badEmail = await post('guardarBorradorOferta', { idPerfil: 1, titulo: 'Oferta con tutor', tutorEmail: 'no-es-correo', paso: 3 });
    // The e-mail rule answers its own catalogue code (69), on the field.
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body.status).not.toBe(0);
    const badStep = await post('guardarBorradorOferta', { idPerfil: 1, titulo: 'Oferta de paso', paso: 9 });
    expect(badStep.body.status).toBe(Status.MissingMandatoryData);
    const unknownSector = await post('guardarBorradorOferta', { idPerfil: 1, titulo: 'Oferta con sector', idSector: 999999, paso: 0 });
    expect(unknownSector.body.status).toBe(Status.MissingMandatoryData);
    expect(unknownSector.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('is sent with addOferta: checked in full, then pending, in the queue, and the service is told once', async () => {
    const draft = await post('guardarBorradorOferta', { idPerfil: 1, titulo: 'Técnico de soporte', paso: 3 });
    const id = draft.body.datos.idOferta as number;
    // A draft is sent only complete: the degree and the brand's required fields are checked now.
    const incomplete = await post('addOferta', { idOferta: id, idPerfil: 1, titulo: 'Técnico de soporte', descripcion: 'Soporte a usuarios.', titulaciones: [] });
    expect(incomplete.body.status).toBe(Status.MissingMandatoryData);
    expect((await editable(id)).body.datos.estado).toBe('borrador');
    expect(await staffToldOf(id)).toBe(0);

    const sent = await post('addOferta', { ...(await form('Técnico de soporte')), idOferta: id });
    expect(sent.body.status, JSON.stringify(sent.body)).toBe(Status.OfferCreated);
    expect(sent.body.datos).toMatchObject({ idOferta: id, estado: 'pendiente' });
    expect((await editable(id)).body.datos).toMatchObject({ estado: 'pendiente', paso: null });
    expect(await staffToldOf(id)).toBe(1);
    expect((await staffQueue()).ids).toContain(id);
    // Once sent it is no draft any more: the draft call refuses it (68) and leaves it as it was.
    const again = await post('guardarBorradorOferta', { idOferta: id, idPerfil: 1, titulo: 'Otro título', paso: 0 });
    expect(again.body.status).toBe(Status.OfferNotEditable);
    expect((await editable(id)).body.datos.oferta.titulo).toBe('Técnico de soporte');
  });

  it('can be discarded even where the brand does not let companies delete offers (uvic)', async () => {
    const uvic = await t.login('Empresa', 'empresa@uvic.example.org', { host: 'uvic.localhost' });
    const call = (name: string, body: unknown) => t.call('POST', `/api/Empresa/${name}`, { token: uvic, host: 'uvic.localhost', body });
    const draft = await call('guardarBorradorOferta', { idPerfil: 1, titulo: 'Borrador que se descarta', paso: 0 });
    expect(draft.body.status, JSON.stringify(draft.body)).toBe(0);
    const removed = await call('deleteOferta', { urlOferta: draft.body.datos.urlAcceso });
    expect(removed.body.status).toBe(Status.OfferDeleted);
  });
});

describe('a duplicate (copiarOferta)', () => {
  it('is a draft marked as a copy of its original, out of the queue until it is sent', async () => {
    const created = await post('addOferta', await form('Comercial junior'));
    const original = created.body.datos as { idOferta: number; urlAcceso: string };
    const [{ reference }] = await t.db.selectFrom('offers').select('reference').where('id', '=', original.idOferta).execute() as [{ reference: string }];
    const copy = await post('copiarOferta', { urlOferta: original.urlAcceso });
    expect(copy.body.status).toBe(0);
    expect(copy.body.datos).toMatchObject({ idPerfil: 1 });
    const id = copy.body.datos.idOferta as number;

    expect((await editable(id)).body.datos).toMatchObject({ estado: 'borrador', paso: 0, copiaDe: { idOferta: original.idOferta, referencia: reference } });
    expect((await myOffers()).find((o) => o.idOferta === id)).toMatchObject({ estado: 'borrador', copiaDe: { referencia: reference } });
    expect((await staffQueue()).ids).not.toContain(id);
    expect(await staffToldOf(id)).toBe(0);

    const read = await editable(id);
    const sent = await post('addOferta', { ...read.body.datos.oferta, idOferta: id });
    expect(sent.body.status, JSON.stringify(sent.body)).toBe(Status.OfferCreated);
    expect(await staffToldOf(id)).toBe(1);
    const review = await t.call('GET', `/api/Gestor/dameOfertaGestor/${id}`, { token: staff });
    expect(review.body.datos.oferta).toMatchObject({ estado: 'pendiente', copiaDe: { idOferta: original.idOferta, referencia: reference } });
  });
});

describe("the company's notes on the staff review page (dameOfertaGestor)", () => {
  it("carries the company's remarks for the service and its tutor, which candidates never read", async () => {
    const created = await post('addOferta', {
      ...(await form('Auxiliar de laboratorio')),
      observaciones: 'Preferimos empezar en septiembre.',
      tutorCargo: 'Jefa de laboratorio',
    });
    const id = created.body.datos.idOferta as number;
    const review = await t.call('GET', `/api/Gestor/dameOfertaGestor/${id}`, { token: staff });
    expect(review.body.status).toBe(0);
    expect(review.body.datos.notasEmpresa).toMatchObject({
      observaciones: 'Preferimos empezar en septiembre.',
      tutor: {
        nombre: 'Laura',
        apellidos: 'Ferrer Pons',
        email: 'laura.ferrer@example.org',
        telefono: '971000111',
        cargo: 'Jefa de laboratorio',
        departamento: null,
        titulacion: null,
        dni: null,
      },
    });
    await t.call('POST', '/api/Gestor/validaOferta', { token: staff, body: { idOferta: id } });
    const asCandidate = await t.call('GET', `/api/Alumno/dameOferta/${created.body.datos.urlAcceso}`, { token: candidate });
    expect(asCandidate.body.status).toBe(0);
    expect(JSON.stringify(asCandidate.body)).not.toContain('Preferimos empezar en septiembre');
  });

  it('says there is no tutor when the form left it empty', async () => {
    // The generic brand requires the tutor: an offer of a brand that does not is written here directly.
    const created = await post('addOferta', await form('Oferta sin tutor'));
    const id = created.body.datos.idOferta as number;
    await t.db.updateTable('offers').set({ tutor: '{}' }).where('id', '=', id).execute();
    const review = await t.call('GET', `/api/Gestor/dameOfertaGestor/${id}`, { token: staff });
    expect(review.body.datos.notasEmpresa).toMatchObject({ observaciones: null, tutor: null });
  });
});
