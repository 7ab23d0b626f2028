import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken, UIB } from './staff.testing.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

async function download(url: string, token = staff, options: { host?: string; language?: string } = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(options.host ? { host: options.host } : {}), 'accept-language': options.language ?? 'es' },
  });
  const bytes = res.rawPayload;
  return { res, bytes, text: bytes.toString('utf8'), lines: bytes.toString('utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean) };
}

describe('CSV exports of the back-office lists', () => {
  it('companies: UTF-8 with BOM, ; separated, headers in the language, every row of the filter', async () => {
    const { res, bytes, lines } = await download('/api/Gestor/exportaEmpresasGestor?estado=validada&pagina=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="empresas-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('Id;CIF;Razón social;Nombre comercial;Estado;Alta;Contacto;Correo del contacto;Ofertas;Motivo');
    const listed = await t.call('GET', '/api/Gestor/dameEmpresasGestor?estado=validada', { token: staff });
    // The page number is ignored: every row of the filter.
    expect(lines.length - 1).toBe(listed.body.datos.total);
    expect(lines.slice(1).every((line) => line.split(';')[4] === 'validada')).toBe(true);
    const catalan = await download('/api/Gestor/exportaEmpresasGestor?estado=validada', staff, { language: 'ca' });
    expect(catalan.lines[0]).toContain('Raó social');
  });

  it('writes a formula a company typed as text, not as a formula', async () => {
    const company = await t.db.selectFrom('companies').select('id').where('institution_id', '=', 'generic').where('state', '=', 'validated').executeTakeFirstOrThrow();
    await t.db.updateTable('companies').set({ trade_name: '=HYPERLINK("http://evil.example","pulsa")' }).where('id', '=', company.id).execute();
    const { lines } = await download('/api/Gestor/exportaEmpresasGestor?estado=validada');
    const row = lines.find((line) => line.startsWith(`${company.id};`));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""pulsa"")"`);
  });

  it('offers, candidacies of an offer, candidates and the audit log', async () => {
    const offers = await download('/api/Gestor/exportaOfertasGestor?estado=publicada');
    expect(offers.lines[0]).toMatch(/^Id;Referencia;Título;Empresa;Tipo;Estado/);
    const published = await t.call('GET', '/api/Gestor/dameOfertasGestor?estado=publicada', { token: staff });
    expect(offers.lines.length - 1).toBe(published.body.datos.total);

    const offerId = published.body.datos.items.find((o: { candidaturas: number }) => o.candidaturas > 0).idOferta;
    const candidacies = await download(`/api/Gestor/exportaCandidaturasOfertaGestor/${offerId}`);
    const listed = await t.call('GET', `/api/Gestor/dameCandidaturasOfertaGestor/${offerId}`, { token: staff });
    expect(candidacies.lines.length - 1).toBe(listed.body.datos.items.length);

    const candidates = await download('/api/Gestor/exportaCandidatosGestor?texto=12345678Z');
    expect(candidates.lines).toHaveLength(2);
    expect(candidates.lines[1]).toContain('alumno@example.org');

    await t.call('POST', '/api/Gestor/bloqueaEmpresa', { token: staff, body: { idEmpresa: published.body.datos.items[0].idEmpresa, motivo: 'Motivo; con "comillas"' } });
    const audit = await download('/api/Gestor/exportaRegistroAuditoria?accion=block');
    expect(audit.lines[0]).toBe('Fecha;Usuario;Rol;Entidad;Id;Acción;Desde;Hasta;Detalle');
    expect(audit.lines[1]).toContain('"Motivo; con ""comillas"""');
    // Words, not codes, in the reader's language (issue 22: "offer;validate;pendiente").
    expect(audit.lines[1]).toContain(';Servicio;Empresa;');
    expect(audit.lines[1]).toContain(';Bloqueo;Validada;Bloqueada;');
    const inCatalan = await download('/api/Gestor/exportaRegistroAuditoria?accion=block', staff, { language: 'ca' });
    expect(inCatalan.lines[0]).toBe('Data;Usuari;Rol;Entitat;Id;Acció;Des de;Fins a;Detall');
    expect(inCatalan.lines[1]).toContain(';Bloqueig;Validada;Bloquejada;');
  });

  it("another institution's staff exports none of this one's rows and gets 608 for its offer", async () => {
    const uib = await staffToken(t, 'uib');
    const { lines } = await download('/api/Gestor/exportaCandidatosGestor?texto=example.org', uib, { host: UIB });
    expect(lines.slice(1).every((line) => line.includes('@uib.example.org'))).toBe(true);
    const offer = await t.db.selectFrom('offers').select('id').where('institution_id', '=', 'generic').executeTakeFirstOrThrow();
    const refused = await t.call('GET', `/api/Gestor/exportaCandidaturasOfertaGestor/${offer.id}`, { token: uib, host: UIB });
    expect(refused.body.status).toBe(608);
  });
});
