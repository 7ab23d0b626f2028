import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { validCompanyData, validRequest } from '../companies/companies.testing.ts';
import { registrationForm } from '../registration/registration.testing.ts';
import { companyIdByEmail, staffToken, UIB } from '../staff/staff.testing.ts';

/**
 * Issue 22, point 9: every line of the change log keeps the role its actor had when acting, the list and its CSV
 * filter by it (candidates, companies, staff, the system), and the writes of candidates and companies that were not
 * logged yet (a registration, a deregistration request, a company's request for an account) are.
 */
let t: TestApp;
let staff: string;
let candidateId: number;
let newCompanyId: number;

type Line = { id: number; idUsuario: number | null; usuario: string; rol: string | null; entidad: string; idEntidad: number | null; accion: string; hasta: string | null };
const list = async (query: string, token = staff, host?: string): Promise<{ total: number; items: Line[] }> => {
  const res = await t.call('GET', `/api/Gestor/dameRegistroAuditoria${query}`, { token, host });
  expect(res.body.status, JSON.stringify(res.body)).toBe(0);
  return res.body.datos;
};
async function download(url: string, language = 'es') {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staff}`, 'accept-language': language } });
  return res.rawPayload.toString('utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  // A candidate registers and asks to be deregistered; a company asks for an account; a contact edits its data;
  // staff block and unblock a company; and one line without a person (the portal's own pass).
  const registered = await t.call('POST', '/api/Alumno/registrarUsuario', { body: registrationForm() });
  expect(registered.body.status).toBe(504);
  candidateId = registered.body.datos.usuario.id;
  expect((await t.call('POST', '/api/Alumno/solicitarBajaServicio', { token: registered.body.datos.token })).body.status).toBe(520);
  const requested = await t.call('POST', '/api/Empresa/guardarUsuarioEmpresa', { body: validRequest });
  expect(requested.body.status, JSON.stringify(requested.body)).toBe(503);
  newCompanyId = requested.body.datos.idEmpresa;
  const company = await t.login('Empresa', 'empresa@example.org');
  const data = await t.call('GET', '/api/Empresa/dameDatosEmpresa', { token: company });
  await t.call('POST', '/api/Empresa/editaEmpresaCompletos', { token: company, body: { ...validCompanyData, cif: data.body.datos.cif } });
  const companyId = await companyIdByEmail(t, 'empresa@example.org');
  await t.call('POST', '/api/Gestor/bloqueaEmpresa', { token: staff, body: { idEmpresa: companyId, motivo: 'Impagos reiterados' } });
  await t.call('POST', '/api/Gestor/desbloqueaEmpresa', { token: staff, body: { idEmpresa: companyId } });
  await t.db
    .insertInto('audit_log')
    .values({ institution_id: 'generic', actor_user_id: null, actor_name: 'system', actor_role: null, entity: 'offer', entity_id: null, action: 'expire' })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe("the change log by the actor's role", () => {
  it('each line says the role of who acted', async () => {
    const { items } = await list('');
    const of = (accion: string) => items.find((l) => l.accion === accion);
    expect(of('register')).toMatchObject({ rol: 'Alumno', entidad: 'candidate', idEntidad: candidateId, idUsuario: candidateId });
    expect(of('requestDeletion')).toMatchObject({ rol: 'Alumno', entidad: 'candidate', idEntidad: candidateId, hasta: 'bajaSolicitada' });
    expect(of('requestAccount')).toMatchObject({ rol: 'Empresa', entidad: 'company', idEntidad: newCompanyId, hasta: 'pendiente' });
    expect(of('requestAccount')!.usuario).toContain(validRequest.email);
    expect(of('editData')).toMatchObject({ rol: 'Empresa' });
    expect(of('block')).toMatchObject({ rol: 'Gestor' });
    expect(of('expire')).toMatchObject({ rol: null, usuario: 'system' });
  });

  it('filters by role: candidates, companies, staff, the system; with the other filters', async () => {
    const roles = async (rol: string) => [...new Set((await list(`?rol=${rol}`)).items.map((l) => l.rol))];
    expect(await roles('Alumno')).toEqual(['Alumno']);
    expect(await roles('Empresa')).toEqual(['Empresa']);
    expect(await roles('Gestor')).toEqual(['Gestor']);
    expect(await roles('Sistema')).toEqual([null]);
    expect((await list('?rol=Alumno')).items.map((l) => l.accion).sort()).toEqual(['register', 'requestDeletion']);
    expect((await list('?rol=Sistema')).total).toBe(1);
    const all = (await list('')).total;
    const parts = await Promise.all(['Alumno', 'Empresa', 'Gestor', 'Sistema'].map(async (rol) => (await list(`?rol=${rol}`)).total));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(all);
    expect((await list('?rol=Empresa&entidad=company&accion=editData')).total).toBe(1);
    expect((await list('?rol=Gestor&accion=editData')).total).toBe(0);
  });

  it('refuses a role it does not know (400) and shows another institution none of it', async () => {
    expect((await t.call('GET', '/api/Gestor/dameRegistroAuditoria?rol=Admin', { token: staff })).statusCode).toBe(400);
    const uib = await staffToken(t, 'uib');
    expect((await list('?rol=Alumno', uib, UIB)).total).toBe(0);
  });

  it('the CSV export takes the role filter and names the role in the reader\'s language', async () => {
    const lines = await download('/api/Gestor/exportaRegistroAuditoria?rol=Alumno');
    expect(lines[0]).toBe('Fecha;Usuario;Rol;Entidad;Id;Acción;Desde;Hasta;Detalle');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(';Candidato;Candidato;'))).toBe(true);
    expect(lines[1]).toContain(';Baja solicitada;');
    const inEnglish = await download('/api/Gestor/exportaRegistroAuditoria?rol=Sistema', 'en');
    expect(inEnglish[0]).toBe('Date;User;Role;Entity;Id;Action;From;To;Detail');
    expect(inEnglish.slice(1)).toEqual([expect.stringContaining(';system;System;Offer;;Expiry;')]);
    const staffRows = await download('/api/Gestor/exportaRegistroAuditoria?rol=Gestor', 'ca');
    expect(staffRows.length).toBeGreaterThan(1);
    expect(staffRows.slice(1).every((line) => line.includes(';Servei;'))).toBe(true);
  });

  it("an erased candidate's own lines keep the role and what was done, no longer the name", async () => {
    expect((await t.call('POST', '/api/Gestor/suprimeCandidatoGestor', { token: staff, body: { idAlumno: candidateId } })).body.status).toBe(0);
    const own = (await list('?rol=Alumno')).items;
    expect(own.map((l) => [l.accion, l.rol, l.usuario])).toEqual([
      ['requestDeletion', 'Alumno', 'Anónimo'],
      ['register', 'Alumno', 'Anónimo'],
    ]);
  });
});
