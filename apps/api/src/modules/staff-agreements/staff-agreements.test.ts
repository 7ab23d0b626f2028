import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_STATES, AGREEMENT_TRANSITIONS } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, companyIdByEmail, staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;
let uibStaff: string;
let companyId: number;

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64')}`;
const hostOf = (token: string) => (token === uibStaff ? { host: UIB } : {});
const post = (path: string, body: unknown, token = staff) => t.call('POST', `/api/Gestor/${path}`, { token, body, ...hostOf(token) });
const get = (path: string, token = staff) => t.call('GET', `/api/Gestor/${path}`, { token, ...hostOf(token) });
const download = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

async function agreementIn(state: string, institution = 'generic') {
  const row = await t.db
    .selectFrom('agreements')
    .select(['id', 'company_id'])
    .where('state', '=', state as never)
    .where('institution_id', '=', institution)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  uibStaff = await staffToken(t, 'uib');
  companyId = await companyIdByEmail(t, 'empresa@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe('the agreements of the back office', () => {
  it('lists one state with a count per state, filtered by company text and expiry window', async () => {
    const res = await get('dameConveniosGestor');
    expect(res.body.status).toBe(0);
    const { items, contadores, total, porPagina } = res.body.datos;
    expect(Object.keys(contadores).sort()).toEqual([...AGREEMENT_STATES].sort());
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((a: { estado: string }) => a.estado === 'generado')).toBe(true);
    expect(contadores.generado).toBe(total);
    expect(porPagina).toBe(25);
    const stored = await t.db.selectFrom('agreements').select((eb) => eb.fn.countAll<number>().as('n')).where('institution_id', '=', 'generic').executeTakeFirstOrThrow();
    expect(Object.values(contadores as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(Number(stored.n));

    const none = await get(`dameConveniosGestor?estado=generado&texto=${encodeURIComponent('zzz-nadie')}`);
    expect(none.body.datos.total).toBe(0);
    const formalised = await get('dameConveniosGestor?estado=formalizado&caducaDesde=2000-01-01&caducaHasta=2000-12-31');
    expect(formalised.body.datos.total).toBe(0);
    const wide = await get('dameConveniosGestor?estado=formalizado&caducaDesde=2000-01-01&caducaHasta=2999-12-31');
    expect(wide.body.datos.items.every((a: { fechaCaducidad: string | null }) => a.fechaCaducidad !== null)).toBe(true);
    expect(wide.body.datos.total).toBeGreaterThan(0);
    expect((await get('dameConveniosGestor?estado=otro')).statusCode).toBe(400);
  });

  it('never shows nor touches another institution’s agreements', async () => {
    const foreign = await agreementIn('generado', 'uib');
    const list = await get('dameConveniosGestor');
    expect(list.body.datos.items.map((a: { idConvenio: number }) => a.idConvenio)).not.toContain(foreign.id);
    expect((await get(`dameConvenioGestor/${foreign.id}`)).body.status).toBe(608);
    expect((await post('cambiaEstadoConvenio', { idConvenio: foreign.id, estado: 'firmadoEmpresa' })).body.status).toBe(608);
    const still = await t.db.selectFrom('agreements').select('state').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(still.state).toBe('generado');
    expect((await get(`dameDocumentacionEmpresaGestor/${companyId}`, uibStaff)).body.status).toBe(608);
    expect((await post('subeFacturaEmpresaGestor', { idEmpresa: companyId, numero: 'X1', fecha: '2026-01-01', importe: 10, fichero: { ficheroB64ParaAltas: PDF, extension_adjunto: 'pdf' } }, uibStaff)).body.status).toBe(608);
    const invoice = await t.db.selectFrom('company_invoices').select('id').where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect((await t.call('GET', `/api/Gestor/ficheroFacturaGestor/${invoice.id}`, { token: uibStaff, host: UIB })).body.status).toBe(608);
  });

  it('moves along the table only, audits each move and notifies the company contacts, by mail too', async () => {
    const agreement = await agreementIn('generado');
    const detail = await get(`dameConvenioGestor/${agreement.id}`);
    expect(detail.body.datos.siguientes).toEqual([...AGREEMENT_TRANSITIONS.generado]);

    t.sentMail.length = 0;
    const refused = await post('cambiaEstadoConvenio', { idConvenio: agreement.id, estado: 'formalizado' });
    expect(refused.body.status).toBe(14);
    expect(t.sentMail).toHaveLength(0);
    expect(await auditLines(t, 'agreement', agreement.id)).toHaveLength(0);

    const moved = await post('cambiaEstadoConvenio', { idConvenio: agreement.id, estado: 'firmadoEmpresa', observaciones: 'Recibido firmado por correo' });
    expect(moved.body.status).toBe(0);
    expect(moved.body.datos).toMatchObject({ estado: 'firmadoEmpresa', observaciones: 'Recibido firmado por correo', siguientes: [...AGREEMENT_TRANSITIONS.firmadoEmpresa] });
    const contacts = await t.db
      .selectFrom('company_contacts as cc')
      .innerJoin('users as u', 'u.id', 'cc.user_id')
      .select(['u.email', 'u.language'])
      .where('cc.company_id', '=', agreement.company_id)
      .execute();
    expect(t.sentMail.map((m) => m.to).sort()).toEqual(contacts.map((c) => c.email).sort());
    const mail = t.sentMail[0]!;
    const language = contacts.find((c) => c.email === mail.to)?.language;
    expect(mail.text).toContain('Recibido firmado por correo');
    expect(mail.subject).toContain(language === 'ca' ? "signat per l'empresa" : language === 'en' ? 'signed by the company' : 'firmado por la empresa');
    // Each contact also finds it in the portal's notifications, pointing at the company's documentation page.
    const told = await t.db.selectFrom('notifications').select(['kind', 'link']).where('company_id', '=', agreement.company_id).where('kind', '=', 'agreement.state').execute();
    expect(told).toHaveLength(contacts.length);
    expect(told[0]).toMatchObject({ link: '/documentacion' });
    expect((await auditLines(t, 'agreement', agreement.id)).map((l) => [l.action, l.from_value, l.to_value, l.detail])).toEqual([
      ['changeState', 'generado', 'firmadoEmpresa', 'Recibido firmado por correo'],
    ]);

    // The same move again starts from the new state: refused.
    expect((await post('cambiaEstadoConvenio', { idConvenio: agreement.id, estado: 'firmadoEmpresa' })).body.status).toBe(14);
    const tooShort = await post('cambiaEstadoConvenio', { idConvenio: agreement.id, estado: 'formalizado', observaciones: 'x' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body.datos.errores[0].campo).toBe('observaciones');
  });

  it('opens one agreement with its data, its history of moves and its PDF, for its own institution only', async () => {
    const row = await t.db
      .selectFrom('agreements')
      .select(['id', 'company_id', 'state'])
      .where('institution_id', '=', 'generic')
      .where('state', '=', 'firmadoEmpresa')
      .where('file_id', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const company = await t.db.selectFrom('companies').select(['trade_name', 'cif']).where('id', '=', row.company_id).executeTakeFirstOrThrow();
    const before = (await get(`dameConvenioGestor/${row.id}`)).body.datos;
    expect(before).toMatchObject({ idConvenio: row.id, idEmpresa: row.company_id, empresa: company.trade_name, cif: company.cif, estado: 'firmadoEmpresa', tieneFichero: true, historial: [] });
    expect(before.datosFirmante.nombre.length).toBeGreaterThan(0);

    await post('cambiaEstadoConvenio', { idConvenio: row.id, estado: 'enviadoSecretaria' });
    const moved = await post('cambiaEstadoConvenio', { idConvenio: row.id, estado: 'formalizado', observaciones: 'Firmado por la secretaría general' });
    expect(moved.body.datos.historial.map((h: { desde: string; hasta: string; observaciones: string | null }) => [h.desde, h.hasta, h.observaciones])).toEqual([
      ['enviadoSecretaria', 'formalizado', 'Firmado por la secretaría general'],
      ['firmadoEmpresa', 'enviadoSecretaria', null],
    ]);
    const again = (await get(`dameConvenioGestor/${row.id}`)).body.datos;
    expect(again.historial).toEqual(moved.body.datos.historial);
    expect(again.historial[0].usuario).toContain('@');

    const pdf = await download(`/api/Gestor/ficheroConvenioGestor/${row.id}`, staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Another institution's staff: the catalogue's "not found", nothing of the agreement.
    const foreign = await t.call('GET', `/api/Gestor/dameConvenioGestor/${row.id}`, { token: uibStaff, host: UIB });
    expect([foreign.statusCode, foreign.body.status]).toEqual([404, 608]);
    expect(JSON.stringify(foreign.body)).not.toContain(company.trade_name);
    const foreignPdf = await t.app.inject({ method: 'GET', url: `/api/Gestor/ficheroConvenioGestor/${row.id}`, headers: { authorization: `Bearer ${uibStaff}`, host: UIB } });
    expect([foreignPdf.statusCode, JSON.parse(foreignPdf.body).status]).toEqual([404, 608]);

    // Candidates and companies (even the agreement's own company) are refused.
    for (const [role, user] of [['Alumno', 'alumno@example.org'], ['Empresa', 'empresa@example.org']] as const) {
      const token = await t.login(role, user);
      expect((await t.call('GET', `/api/Gestor/dameConvenioGestor/${row.id}`, { token })).body.status).toBe(607);
      expect(JSON.parse((await download(`/api/Gestor/ficheroConvenioGestor/${row.id}`, token)).body).status).toBe(607);
    }
  });

  it('an expired agreement cannot be moved', async () => {
    const expired = await agreementIn('caducado');
    for (const estado of AGREEMENT_STATES) expect((await post('cambiaEstadoConvenio', { idConvenio: expired.id, estado, observaciones: 'Sin efecto' })).body.status).toBe(14);
  });

  it('an erroneous agreement needs its reason, which the company reads; back to generated, the company signs it again', async () => {
    const row = await agreementIn('generado');
    const bare = await post('cambiaEstadoConvenio', { idConvenio: row.id, estado: 'erroneo' });
    expect(bare.body.status).toBe(15);
    expect(bare.body.datos.errores.map((e: { campo: string }) => e.campo)).toEqual(['observaciones']);
    expect((await t.db.selectFrom('agreements').select('state').where('id', '=', row.id).executeTakeFirstOrThrow()).state).toBe('generado');

    const wrong = await post('cambiaEstadoConvenio', { idConvenio: row.id, estado: 'erroneo', observaciones: 'Falta el DNI del firmante.' });
    expect(wrong.body.datos).toMatchObject({ estado: 'erroneo', siguientes: ['generado'] });
    const owner = await t.db
      .selectFrom('company_contacts as cc')
      .innerJoin('users as u', 'u.id', 'cc.user_id')
      .select('u.email')
      .where('cc.company_id', '=', row.company_id)
      .orderBy('u.id')
      .executeTakeFirstOrThrow();
    const company = await t.login('Empresa', owner.email, { idEmpresa: row.company_id });
    const mine = await t.call('GET', '/api/Empresa/dameConveniosEmpresa', { token: company });
    expect(mine.body.datos.find((a: { idConvenio: number }) => a.idConvenio === row.id)).toMatchObject({ estado: 'erroneo', observaciones: 'Falta el DNI del firmante.' });

    await post('cambiaEstadoConvenio', { idConvenio: row.id, estado: 'generado', observaciones: 'Corregido: súbelo firmado de nuevo.' });
    const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;
    const signed = await t.call('POST', '/api/Empresa/adjuntaFicheroAlConvenioEmpresa', {
      token: company,
      body: { idConvenio: row.id, adjunto: { ficheroB64ParaAltas: pdf, extension_adjunto: 'pdf' } },
    });
    expect(signed.body).toMatchObject({ status: 516, datos: { estado: 'firmadoEmpresa', copiaFirmada: true, observaciones: null } });
  });

  it('exports the list of the filters as CSV', async () => {
    const res = await download('/api/Gestor/exportaConveniosGestor?estado=formalizado', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const { total } = (await get('dameConveniosGestor?estado=formalizado')).body.datos;
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toContain('Empresa;CIF;Estado');
  });
});

describe("a company's invoices and internship documents", () => {
  it('uploads an invoice checked by content, lists it, serves it and audits it', async () => {
    const fake = await post('subeFacturaEmpresaGestor', {
      idEmpresa: companyId,
      numero: 'F-2026-77',
      fecha: '2026-03-01',
      importe: '163,35',
      fichero: { ficheroB64ParaAltas: `data:application/pdf;base64,${Buffer.from('not a pdf at all').toString('base64')}`, extension_adjunto: 'pdf' },
    });
    expect(fake.body.status).toBe(46);
    expect(await t.db.selectFrom('company_invoices').select('id').where('number', '=', 'F-2026-77').execute()).toHaveLength(0);

    const res = await post('subeFacturaEmpresaGestor', { idEmpresa: companyId, numero: 'F-2026-77', fecha: '2026-03-01', importe: '163,35', fichero: { ficheroB64ParaAltas: PDF, extension_adjunto: 'pdf' } });
    expect(res.body.status).toBe(0);
    const invoice = res.body.datos.facturas.find((f: { numero: string }) => f.numero === 'F-2026-77');
    expect(invoice).toMatchObject({ fecha: '2026-03-01', importe: 163.35, nombreFichero: 'factura-F-2026-77.pdf' });
    const file = await download(`/api/Gestor/ficheroFacturaGestor/${invoice.idFactura}`, staff);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
    expect((await auditLines(t, 'company', companyId)).at(-1)).toMatchObject({ action: 'uploadInvoice', to_value: 'F-2026-77' });
    // The company has something to pay: its contacts hear of it where they read their documents. The refused
    // upload above told nobody.
    const told = await t.db.selectFrom('notifications').select(['company_id', 'params', 'link']).where('kind', '=', 'internship-document.state').where('company_id', '=', companyId).execute();
    const ofInvoice = told.filter((n) => JSON.stringify(n.params).includes('F-2026-77'));
    expect(ofInvoice.length).toBeGreaterThan(0);
    expect(ofInvoice.every((n) => n.link === '/documentacion')).toBe(true);
    const company = await t.login('Empresa', 'empresa@example.org');
    const bell = (await t.call('GET', '/api/Empresa/dameNotificaciones', { token: company })).body.datos.notificaciones as { texto: string }[];
    expect(bell.some((n) => n.texto.includes('Factura F-2026-77'))).toBe(true);
  });

  it('uploads an internship document and the company reads only its own documents', async () => {
    const res = await post('subeDocumentoPracticasGestor', { idEmpresa: companyId, nombre: 'Anexo del curso 2026', tipo: 'anexo', fichero: { ficheroB64ParaAltas: PDF, extension_adjunto: 'pdf' } });
    expect(res.body.status).toBe(0);
    const document = res.body.datos.documentos.find((d: { nombre: string }) => d.nombre === 'Anexo del curso 2026');
    expect(document).toMatchObject({ tipo: 'anexo', nombreFichero: 'Anexo del curso 2026.pdf' });

    const company = await t.login('Empresa', 'empresa@example.org');
    const docs = await t.call('GET', '/api/Empresa/dameDocumentosPracticas', { token: company });
    expect(docs.body.datos.map((d: { idDocumento: number }) => d.idDocumento)).toContain(document.idDocumento);
    const invoices = await t.call('GET', '/api/Empresa/dameFacturasALTAI', { token: company });
    expect(invoices.body.datos.map((f: { numero: string }) => f.numero)).toContain('F-2026-77');
    const agreements = await t.call('GET', '/api/empresa/dameConveniosEmpresa', { token: company });
    const stored = await t.db.selectFrom('agreements').select('id').where('company_id', '=', companyId).execute();
    expect(agreements.body.datos.map((a: { idConvenio: number }) => a.idConvenio).sort()).toEqual(stored.map((s) => s.id).sort());
    const own = await download(`/api/Empresa/ficheroDocumentoPracticasEmpresa/${document.idDocumento}`, company);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('Anexo del curso 2026.pdf');

    // Another company of the institution sees none of it.
    const other = await t.db
      .selectFrom('companies as c')
      .innerJoin('company_contacts as cc', 'cc.company_id', 'c.id')
      .innerJoin('users as u', 'u.id', 'cc.user_id')
      .select('c.id')
      .where('u.email', '=', 'multi@example.org')
      .where('c.state', '=', 'validated')
      .where('c.id', '!=', companyId)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const rival = await t.login('Empresa', 'multi@example.org', { idEmpresa: other.id });
    const theirs = await t.call('GET', '/api/Empresa/dameDocumentosPracticas', { token: rival });
    expect(theirs.body.datos.map((d: { idDocumento: number }) => d.idDocumento)).not.toContain(document.idDocumento);
    expect((await t.call('GET', `/api/Empresa/ficheroDocumentoPracticasEmpresa/${document.idDocumento}`, { token: rival })).body.status).toBe(608);
    expect((await t.call('GET', `/api/Empresa/ficheroFacturaEmpresa/${invoices.body.datos[0].idFactura}`, { token: rival })).body.status).toBe(608);
  });

  it('refuses a document without a known type or name', async () => {
    const res = await post('subeDocumentoPracticasGestor', { idEmpresa: companyId, nombre: 'ab', tipo: 'nada', fichero: { ficheroB64ParaAltas: PDF, extension_adjunto: 'pdf' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.datos.errores.map((e: { campo: string }) => e.campo).sort()).toEqual(['nombre', 'tipo']);
  });
});
