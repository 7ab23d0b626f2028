import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, companyIdByEmail, staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;
let uibStaff: string;
let company: string;

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64')}`;
const hostOf = (token: string) => (token === uibStaff ? { host: UIB } : {});
const post = (path: string, body: unknown, token = staff) => t.call('POST', `/api/Gestor/${path}`, { token, body, ...hostOf(token) });
const get = (path: string, token = staff) => t.call('GET', `/api/Gestor/${path}`, { token, ...hostOf(token) });
const annexTitles = async () => (await t.call('GET', '/api/Empresa/dameAnexosPracticas', { token: company })).body.datos.map((d: { titulo: string }) => d.titulo);

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  uibStaff = await staffToken(t, 'uib');
  company = await t.login('Empresa', 'empresa@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe("the service's documents in the back office", () => {
  it('creates a draft companies do not see, publishes it, takes it back, replaces its file and deletes it, logging each step', async () => {
    const list = await get('dameDocumentosPublicadosGestor');
    expect(list.body.datos.some((d: { publicado: boolean }) => !d.publicado)).toBe(true);

    const created = await post('guardaDocumentoPublicadoGestor', { tipo: 'anexo', titulo: 'Anexo IV: calendario', fichero: { ficheroB64ParaAltas: PDF, extension_adjunto: 'pdf' } });
    expect(created.body.status).toBe(514);
    const id = created.body.datos.idDocumento;
    expect(created.body.datos.publicado).toBe(false);
    expect(await annexTitles()).not.toContain('Anexo IV: calendario');

    expect((await post('publicaDocumentoGestor', { id, publicado: true })).body.datos.publicado).toBe(true);
    expect(await annexTitles()).toContain('Anexo IV: calendario');

    const fileBefore = (await t.db.selectFrom('published_documents').select('file_id').where('id', '=', id).executeTakeFirstOrThrow()).file_id;
    const replaced = await post('guardaDocumentoPublicadoGestor', { id, tipo: 'anexo', titulo: 'Anexo IV: calendario 2027', fichero: { ficheroB64ParaAltas: PDF, extension_adjunto: 'pdf', nombre: 'calendario' } });
    expect(replaced.body.datos.publicado).toBe(true);
    expect(replaced.body.datos.nombreFichero).toBe('calendario.pdf');
    expect(await t.db.selectFrom('files').select('id').where('id', '=', fileBefore).executeTakeFirst()).toBeUndefined();

    expect((await post('publicaDocumentoGestor', { id, publicado: false })).body.datos.publicado).toBe(false);
    expect(await annexTitles()).not.toContain('Anexo IV: calendario 2027');

    const removed = await post('borraDocumentoPublicadoGestor', { id });
    expect(removed.body).toMatchObject({ status: 0, datos: { id } });
    expect((await auditLines(t, 'document', id)).map((l) => l.action)).toEqual(['createDocument', 'publishDocument', 'editDocument', 'unpublishDocument', 'deleteDocument']);
  });

  it('needs a file for a new document (15) and an existing programme of its institution (63)', async () => {
    const noFile = await post('guardaDocumentoPublicadoGestor', { tipo: 'nota', titulo: 'Nota sin fichero' });
    expect(noFile.body.status).toBe(15);
    expect(noFile.body.datos.errores[0].campo).toBe('fichero');
    const foreign = await t.db.selectFrom('active_programmes').select('id').where('institution_id', '=', 'uib').executeTakeFirstOrThrow();
    const wrong = await post('guardaDocumentoPublicadoGestor', { tipo: 'programa', titulo: 'Bases', idPrograma: foreign.id, fichero: { ficheroB64ParaAltas: PDF, extension_adjunto: 'pdf' } });
    expect(wrong.body.status).toBe(63);
    expect(wrong.body.datos.errores[0].campo).toBe('idPrograma');
    const badType = await post('guardaDocumentoPublicadoGestor', { tipo: 'otro', titulo: 'Bases' });
    expect(badType.body.status).toBe(15);
  });

  it("lists what companies added, one company's with ?idEmpresa=, and downloads it", async () => {
    const companyId = await companyIdByEmail(t, 'empresa@example.org');
    const all = await get('dameDocumentosAportadosGestor');
    expect(all.body.datos.length).toBeGreaterThan(0);
    const one = await get(`dameDocumentosAportadosGestor?idEmpresa=${companyId}`);
    expect(one.body.datos.length).toBeGreaterThan(0);
    expect(one.body.datos.every((d: { idEmpresa: number }) => d.idEmpresa === companyId)).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: `/api/Gestor/ficheroDocumentoAportadoGestor/${one.body.datos[0].id}`, headers: { authorization: `Bearer ${staff}` } });
    expect(file.statusCode).toBe(200);
  });

  it("never shows nor touches another institution's documents (608)", async () => {
    const generic = await t.db.selectFrom('published_documents').select(['id', 'title']).where('institution_id', '=', 'generic').orderBy('id').executeTakeFirstOrThrow();
    const list = await get('dameDocumentosPublicadosGestor', uibStaff);
    expect(list.body.datos.map((d: { idDocumento: number }) => d.idDocumento)).not.toContain(generic.id);
    expect((await post('publicaDocumentoGestor', { id: generic.id, publicado: false }, uibStaff)).body.status).toBe(608);
    expect((await post('borraDocumentoPublicadoGestor', { id: generic.id }, uibStaff)).body.status).toBe(608);
    expect((await post('guardaDocumentoPublicadoGestor', { id: generic.id, tipo: 'nota', titulo: 'Cambiado' }, uibStaff)).body.status).toBe(608);
    expect((await t.db.selectFrom('published_documents').select('title').where('id', '=', generic.id).executeTakeFirstOrThrow()).title).toBe(generic.title);
    expect((await get(`ficheroDocumentoPublicadoGestor/${generic.id}`, uibStaff)).body.status).toBe(608);
    const added = await t.db.selectFrom('company_added_documents').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow();
    expect((await get(`ficheroDocumentoAportadoGestor/${added.id}`, uibStaff)).body.status).toBe(608);
    const uibList = await get('dameDocumentosAportadosGestor', uibStaff);
    expect(uibList.body.datos.map((d: { id: number }) => d.id)).not.toContain(added.id);
  });
});
