import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { companyIdByEmail, staffToken } from '../staff/staff.testing.ts';
import { documentsOf, invoicesOf } from './company-documents.repository.ts';

// The staff policy refuses another institution's company before these reads run; the reads are scoped too, so a
// company id that reached them by another path (a join, a later caller) still returns nothing of another house.
let t: TestApp;
let companyId: number;
const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await staffToken(t);
  companyId = await companyIdByEmail(t, 'empresa@example.org');
  const fichero = { ficheroB64ParaAltas: PDF, extension_adjunto: 'pdf' };
  const post = (path: string, body: unknown) => t.call('POST', `/api/Gestor/${path}`, { token: staff, body });
  expect((await post('subeFacturaEmpresaGestor', { idEmpresa: companyId, numero: 'F-SCOPE-1', fecha: '2026-03-01', importe: 10, fichero })).body.status).toBe(0);
  expect((await post('subeDocumentoPracticasGestor', { idEmpresa: companyId, nombre: 'Anexo de alcance', tipo: 'anexo', fichero })).body.status).toBe(0);
});
afterAll(async () => {
  await t?.close();
});

describe("a company's documents read by staff", () => {
  it("is read by the company's own institution", async () => {
    expect((await invoicesOf(t.db, 'generic', companyId)).map((i) => i.number)).toContain('F-SCOPE-1');
    expect((await documentsOf(t.db, 'generic', companyId)).map((d) => d.name)).toContain('Anexo de alcance');
  });

  it("is empty for another institution's staff, even with the company's id", async () => {
    expect(await invoicesOf(t.db, 'uib', companyId)).toEqual([]);
    expect(await documentsOf(t.db, 'uib', companyId)).toEqual([]);
  });
});
