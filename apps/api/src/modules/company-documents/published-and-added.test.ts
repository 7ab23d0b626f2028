import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, companyIdByEmail } from '../staff/staff.testing.ts';

let t: TestApp;
let company: string;
let other: string;
let companyId: number;

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64')}`;
const get = (path: string, token = company) => t.call('GET', path, { token });
const post = (path: string, body: unknown, token = company) => t.call('POST', path, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  company = await t.login('Empresa', 'empresa@example.org');
  companyId = await companyIdByEmail(t, 'empresa@example.org');
  const second = await t.db
    .selectFrom('companies as c')
    .innerJoin('company_contacts as cc', 'cc.company_id', 'c.id')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select('c.id')
    .where('u.email', '=', 'multi@example.org')
    .where('c.state', '=', 'validated')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  other = await t.login('Empresa', 'multi@example.org', { idEmpresa: second.id });
});
afterAll(async () => {
  await t?.close();
});

describe("the service's annexes, notes and programme documents, as a company reads them", () => {
  it('lists the published annexes and notes only, never a draft', async () => {
    const annexes = await get('/api/Empresa/dameAnexosPracticas');
    expect(annexes.body.status).toBe(0);
    expect(annexes.body.datos.length).toBeGreaterThan(0);
    expect(annexes.body.datos.every((d: { tipo: string }) => d.tipo === 'anexo')).toBe(true);
    const titles = annexes.body.datos.map((d: { titulo: string }) => d.titulo);
    expect(titles.some((title: string) => title.includes('borrador'))).toBe(false);
    const notes = await get('/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria');
    expect(notes.body.datos.length).toBeGreaterThan(0);
    expect(notes.body.datos.every((d: { tipo: string }) => d.tipo === 'nota')).toBe(true);
    // The paths answer in either case, as the spec spells them both ways.
    expect((await get('/api/empresa/dameanexospracticas')).body.status).toBe(0);
  });

  it('groups the documents of programmes by programme, and downloads a published one but not a draft', async () => {
    const groups = await get('/api/empresa/dameDocumentosPracticasPorPrograma');
    expect(groups.body.status).toBe(0);
    expect(groups.body.datos.length).toBe(2);
    for (const group of groups.body.datos) {
      expect(group.documentos.length).toBeGreaterThan(0);
      expect(group.documentos.every((d: { idPrograma: number }) => d.idPrograma === group.idPrograma)).toBe(true);
    }
    const published = groups.body.datos[0].documentos[0];
    const file = await t.app.inject({ method: 'GET', url: `/api/Empresa/ficheroDocumentoPublicadoEmpresa/${published.idDocumento}`, headers: { authorization: `Bearer ${company}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const draft = await t.db.selectFrom('published_documents').select('id').where('institution_id', '=', 'generic').where('published_at', 'is', null).executeTakeFirstOrThrow();
    expect((await get(`/api/Empresa/ficheroDocumentoPublicadoEmpresa/${draft.id}`)).body.status).toBe(608);
    const foreign = await t.db.selectFrom('published_documents').select('id').where('institution_id', '=', 'uib').executeTakeFirstOrThrow();
    expect((await get(`/api/Empresa/ficheroDocumentoPublicadoEmpresa/${foreign.id}`)).body.status).toBe(608);
  });
});

describe('the documents a company adds itself', () => {
  it('adds one (its type checked on the bytes), tells the staff, logs it, and deletes it', async () => {
    const before = await get('/api/empresa/documentosAportados');
    expect(before.body.status).toBe(0);
    const count = before.body.datos.length;
    const added = await post('/api/empresa/adddoc', { ficheroB64ParaAltas: PDF, extension_adjunto: 'pdf', nombre: 'Seguro de accidentes 2027' });
    expect(added.body.status).toBe(0);
    expect(added.body.datos.length).toBe(count + 1);
    const doc = added.body.datos.find((d: { nombre: string }) => d.nombre === 'Seguro de accidentes 2027');
    expect(doc.nombreFichero).toBe('Seguro de accidentes 2027.pdf');
    const notices = await t.db.selectFrom('notifications').select(['kind', 'params', 'link']).where('kind', '=', 'document.added').execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(JSON.stringify(notices[0]!.params)).toContain('Seguro de accidentes 2027');
    expect((await auditLines(t, 'company', companyId)).map((l) => l.action)).toContain('addCompanyDocument');

    const removed = await post('/api/empresa/deldoc', { id: doc.id });
    expect(removed.body.status).toBe(0);
    expect(removed.body.datos.map((d: { id: number }) => d.id)).not.toContain(doc.id);
    expect((await auditLines(t, 'company', companyId)).map((l) => l.action)).toContain('deleteCompanyDocument');
  });

  it('refuses a file whose bytes are not of its type (46), a type not allowed (46) and an empty one (15), with the field', async () => {
    const renamed = await post('/api/empresa/adddoc', { ficheroB64ParaAltas: `data:application/pdf;base64,${Buffer.from('just text').toString('base64')}`, extension_adjunto: 'pdf' });
    expect(renamed.body.status).toBe(46);
    expect(renamed.body.datos.errores[0].campo).toBe('ficheroB64ParaAltas');
    const exe = await post('/api/empresa/adddoc', { ficheroB64ParaAltas: PDF, extension_adjunto: 'exe' });
    expect([15, 46]).toContain(exe.body.status);
    expect(exe.body.datos.errores[0].campo).toBe('extension_adjunto');
    const empty = await post('/api/empresa/adddoc', { extension_adjunto: 'pdf' });
    expect(empty.body.status).toBe(15);
    expect(empty.statusCode).toBe(400);
  });

  it("never shows, downloads nor deletes another company's document (608), which stays as it was", async () => {
    const theirs = await t.db.selectFrom('company_added_documents').select(['id', 'name']).where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
    const list = await get('/api/empresa/documentosAportados', other);
    expect(JSON.stringify(list.body.datos)).not.toContain(theirs.name);
    expect((await post('/api/empresa/deldoc', { id: theirs.id }, other)).body.status).toBe(608);
    expect((await get(`/api/Empresa/ficheroDocumentoAportadoEmpresa/${theirs.id}`, other)).body.status).toBe(608);
    const still = await t.db.selectFrom('company_added_documents').select('id').where('id', '=', theirs.id).executeTakeFirst();
    expect(still).toBeDefined();
    const own = await t.app.inject({ method: 'GET', url: `/api/Empresa/ficheroDocumentoAportadoEmpresa/${theirs.id}`, headers: { authorization: `Bearer ${company}` } });
    expect(own.statusCode).toBe(200);
  });
});
