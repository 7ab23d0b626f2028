import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, companyCvDatos } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { spanishIban } from '../../db/seed/identifiers.ts';
import { DEGREE, SAMPLE_PDF, cvFactory, dataUrl, type CvCandidate } from './cv.factory.ts';
import { cvForCompany } from './cv-for-company.ts';

let t: TestApp;
let f: ReturnType<typeof cvFactory>;
let offers: { id: number; url_access: string }[];
let uibOffer: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  f = cvFactory(t);
  offers = await t.db.selectFrom('offers').select(['id', 'url_access']).where('institution_id', '=', 'generic').where('state', '=', 'published').orderBy('id').limit(3).execute();
  uibOffer = await t.db.selectFrom('offers').select('id').where('institution_id', '=', 'uib').orderBy('id').executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t?.close();
});

const post = (candidate: CvCandidate, call: string, body: unknown) => t.call('POST', `/api/Alumno/${call}`, { token: candidate.token, host: candidate.host, body });
const CV = 1;
const COVER_LETTER = 2;
const TRANSCRIPT = 3;
const ID_CARD = 4;
const pdf = (nombre?: string) => ({ ficheroB64ParaAltas: SAMPLE_PDF, extension_adjunto: 'pdf', ...(nombre ? { nombre } : {}) });
const download = (candidate: CvCandidate | undefined, url: string, host = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(candidate ? { authorization: `Bearer ${candidate.token}` } : {}) } });

async function apply(candidate: CvCandidate, offerId: number, stateId = 1) {
  await t.db.insertInto('candidacies').values({ institution_id: 'generic', offer_id: offerId, candidate_id: candidate.userId, state_id: stateId }).execute();
}

describe('addDoc and delDoc', () => {
  it('adds a file or a link, with type labels; the owner downloads the file', async () => {
    const candidate = await f.candidate();
    const file = await post(candidate, 'addDoc', { idTipo: CV, nombre: 'Currículum 2024', visibilidad: 'public', fichero: pdf('currículum.pdf') });
    expect(file.body.status).toBe(0);
    const link = await post(candidate, 'addDoc', { idTipo: COVER_LETTER, nombre: 'Carta de presentación', visibilidad: 'private', url: 'https://example.com/carta' });
    const docs = link.body.datos.documentos;
    const stored = docs.find((d: { id: number }) => d.id === file.body.datos.idNuevo);
    expect(stored).toMatchObject({ idTipo: CV, tipo: 'Currículum vitae', nombre: 'Currículum 2024', visibilidad: 'public', url: null, fichero: { nombre: 'currículum.pdf', extension: 'pdf' } });
    expect(docs.find((d: { id: number }) => d.id === link.body.datos.idNuevo)).toMatchObject({ visibilidad: 'private', url: 'https://example.com/carta', fichero: null });

    const res = await download(candidate, stored.fichero.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="curriculum.pdf"; filename*=UTF-8''curr%C3%ADculum.pdf`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(Buffer.from(SAMPLE_PDF.split(',')[1]!, 'base64'))).toBe(true);
  });

  it('needs a file or a link, not both; refuses 46 for a type not allowed and a field error over 2 MB', async () => {
    const candidate = await f.candidate();
    const base = { idTipo: CV, nombre: 'Currículum', visibilidad: 'public' };
    const neither = await post(candidate, 'addDoc', base);
    expect(neither.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'fichero', clave: 'fileOrUrl' }] } });
    const both = await post(candidate, 'addDoc', { ...base, fichero: pdf(), url: 'https://example.com/cv' });
    expect(both.body.status).toBe(15);
    const html = await post(candidate, 'addDoc', { ...base, fichero: { ficheroB64ParaAltas: dataUrl('<script>'), extension_adjunto: 'html' } });
    expect(html.body).toMatchObject({ status: 46, datos: { errores: [{ campo: 'fichero.extension_adjunto', codigo: 46 }] } });
    const big = await post(candidate, 'addDoc', { ...base, fichero: { ficheroB64ParaAltas: dataUrl(Buffer.alloc(FILE_MAX_BYTES + 10)), extension_adjunto: 'pdf' } });
    expect(big.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'fichero.ficheroB64ParaAltas', clave: 'fileSize' }] } });
    const exact = await post(candidate, 'addDoc', { ...base, fichero: { ficheroB64ParaAltas: dataUrl(Buffer.alloc(FILE_MAX_BYTES, 65)), extension_adjunto: 'txt' } });
    expect(exact.body.status).toBe(0);
    const unknownType = await post(candidate, 'addDoc', { ...base, idTipo: 999, nombre: 'Otro', url: 'https://example.com/x' });
    expect(unknownType.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'idTipo' }] } });
  });

  it('refuses the same type and name twice with 56', async () => {
    const candidate = await f.candidate();
    const doc = { idTipo: TRANSCRIPT, nombre: 'Expediente grado', visibilidad: 'public', url: 'https://example.com/exp' };
    expect((await post(candidate, 'addDoc', doc)).body.status).toBe(0);
    expect((await post(candidate, 'addDoc', { ...doc, nombre: '  EXPEDIENTE GRADO ' })).body.status).toBe(56);
    expect((await post(candidate, 'addDoc', { ...doc, idTipo: ID_CARD })).body.status).toBe(0);
  });

  it('ties a process document to an offer: needed (15), of this institution and open to the candidate (15)', async () => {
    const candidate = await f.candidate();
    const base = { idTipo: TRANSCRIPT, nombre: 'Expediente para la oferta', visibilidad: 'process', fichero: pdf() };
    const none = await post(candidate, 'addDoc', base);
    expect(none.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'idOferta', clave: 'required' }] } });
    expect((await post(candidate, 'addDoc', { ...base, idOferta: 999_999 })).body.status).toBe(15);
    const foreign = await post(candidate, 'addDoc', { ...base, idOferta: uibOffer.id });
    expect(foreign.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'idOferta' }] } });
    const ok = await post(candidate, 'addDoc', { ...base, idOferta: offers[0]!.id });
    expect(ok.body.datos.documentos[0]).toMatchObject({ visibilidad: 'process', idOferta: offers[0]!.id, urlOferta: offers[0]!.url_access, tituloOferta: expect.any(String) });
    expect((await post(candidate, 'addDoc', { ...base, idOferta: offers[1]!.id })).body.status).toBe(0);
    expect((await post(candidate, 'addDoc', { ...base, idOferta: offers[0]!.id })).body.status).toBe(56);
  });

  it('deletes a document with its file; 608 for one not mine', async () => {
    const candidate = await f.candidate();
    const added = await post(candidate, 'addDoc', { idTipo: CV, nombre: 'Currículum', visibilidad: 'public', fichero: pdf() });
    const id = added.body.datos.idNuevo;
    const stranger = await f.candidate();
    expect((await post(stranger, 'delDoc', { id })).body.status).toBe(608);
    const deleted = await post(candidate, 'delDoc', { id });
    expect(deleted.body.datos.documentos).toEqual([]);
    expect(await t.db.selectFrom('files').select('id').where('owner_user_id', '=', candidate.userId).execute()).toEqual([]);
  });
});

describe('fichero', () => {
  it("streams a file only to its owner: 608 for another's, a malformed id or none; 607 for a company; 2 on another host", async () => {
    const owner = await f.candidate();
    const added = await post(owner, 'addDoc', { idTipo: CV, nombre: 'Currículum', visibilidad: 'public', fichero: pdf() });
    const url = added.body.datos.documentos[0].fichero.url;
    const stranger = await f.candidate();
    const foreign = await download(stranger, url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 608 });
    expect((await download(owner, '/api/Alumno/fichero/not-a-uuid')).json().status).toBe(608);
    expect((await download(owner, '/api/Alumno/fichero/00000000-0000-4000-8000-000000000000')).json().status).toBe(608);
    const company = await t.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1', authorization: `Bearer ${await f.companyToken()}` } });
    expect(company.json().status).toBe(607);
    expect((await download(owner, url, 'uib.localhost')).json().status).toBe(2);
    expect((await download(undefined, url)).json().status).toBe(2);
  });
});

describe('documentacionDeProcesosSolicitada', () => {
  it('lists, for the offers applied to that ask for documents, which types are given (public or sent for that offer)', async () => {
    const candidate = await f.candidate();
    const [asking, plain, closed] = offers as [(typeof offers)[number], (typeof offers)[number], (typeof offers)[number]];
    await t.db.updateTable('offers').set({ requirements: JSON.stringify({ requiredDocumentTypeIds: [CV, TRANSCRIPT, ID_CARD] }) }).where('id', '=', asking.id).execute();
    await t.db.updateTable('offers').set({ requirements: JSON.stringify({}) }).where('id', '=', plain.id).execute();
    await t.db.updateTable('offers').set({ requirements: JSON.stringify({ requiredDocumentTypeIds: [CV] }) }).where('id', '=', closed.id).execute();
    await apply(candidate, asking.id);
    await apply(candidate, plain.id);
    await apply(candidate, closed.id, 17);
    await post(candidate, 'addDoc', { idTipo: CV, nombre: 'Currículum', visibilidad: 'public', fichero: pdf() });
    await post(candidate, 'addDoc', { idTipo: TRANSCRIPT, nombre: 'Expediente', visibilidad: 'process', idOferta: asking.id, fichero: pdf() });
    await post(candidate, 'addDoc', { idTipo: ID_CARD, nombre: 'DNI', visibilidad: 'private', fichero: pdf() });

    const res = await t.call('GET', '/api/Alumno/documentacionDeProcesosSolicitada', { token: candidate.token });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toEqual([
      {
        idOferta: asking.id,
        urlOferta: asking.url_access,
        titulo: expect.any(String),
        completa: false,
        documentos: [
          { idTipo: CV, tipo: 'Currículum vitae', aportado: true },
          { idTipo: TRANSCRIPT, tipo: 'Expediente académico', aportado: true },
          { idTipo: ID_CARD, tipo: 'DNI / NIE', aportado: false },
        ],
      },
    ]);
  });
});

describe('cvForCompany', () => {
  it('never includes private documents nor private data; process documents only for the given offers', async () => {
    const candidate = await f.candidate({ documentNumber: '12345670Y' });
    const iban = spanishIban('0081', '0200', '1234567890');
    const saved = await post(candidate, 'editDatosPersonales', {
      fechaNacimiento: '1999-12-31',
      emailPersonal: `privada.${Date.now()}@example.net`,
      movil: '600 111 222',
      nacionalidades: [1],
      localidad: 'Palma',
      direccion: 'Carrer Secret, 1',
      codigoPostal: '07001',
      idProvincia: 7,
      iban,
      numeroSeguridadSocial: '071234567890',
      discapacidad: true,
    });
    expect(saved.body.status).toBe(0);
    const visible = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericComputerEngineering, anioInicio: 2019 });
    const hidden = await post(candidate, 'addEstudioUniversidad', { idTitulacion: DEGREE.genericLaw, anioInicio: 2015 });
    await post(candidate, 'editEstudio', { id: hidden.body.datos.idNuevo, oculto: true });
    await post(candidate, 'addDoc', { idTipo: CV, nombre: 'CV público', visibilidad: 'public', fichero: pdf() });
    await post(candidate, 'addDoc', { idTipo: ID_CARD, nombre: 'Documento privado secreto', visibilidad: 'private', fichero: pdf() });
    await post(candidate, 'addDoc', { idTipo: TRANSCRIPT, nombre: 'Para la oferta A', visibilidad: 'process', idOferta: offers[0]!.id, url: 'https://example.com/a' });
    const all = await post(candidate, 'addDoc', { idTipo: TRANSCRIPT, nombre: 'Para la oferta B', visibilidad: 'process', idOferta: offers[1]!.id, url: 'https://example.com/b' });
    expect(all.body.datos.documentos).toHaveLength(4);
    expect(all.body.datos.datosPersonales).toMatchObject({ iban, documento: '12345670Y', fechaNacimiento: '1999-12-31' });

    const view = await cvForCompany(t.db, candidate.userId, 'generic', { offerIds: [offers[0]!.id] });
    expect(companyCvDatos.parse(view)).toBeTruthy();
    expect(view!.documentos.map((d) => d.nombre).sort()).toEqual(['CV público', 'Para la oferta A']);
    expect(view!.estudios.map((s) => s.id)).toEqual([visible.body.datos.idNuevo]);
    expect(view).toMatchObject({ nombre: 'Carla', movil: '600 111 222', localidad: 'Palma', provincia: 'Illes Balears' });
    const text = JSON.stringify(view);
    for (const secret of ['Documento privado secreto', '12345670Y', '1999-12-31', 'Carrer Secret', iban, '071234567890', 'Para la oferta B']) {
      expect(text.includes(secret), secret).toBe(false);
    }
    const withoutOffers = await cvForCompany(t.db, candidate.userId, 'generic');
    expect(withoutOffers!.documentos.map((d) => d.visibilidad)).toEqual(['public']);
    expect(await cvForCompany(t.db, candidate.userId, 'uib')).toBeUndefined();
  });
});
