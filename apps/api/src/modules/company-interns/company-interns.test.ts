import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { companyTokens } from './company-interns.testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof companyTokens>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await companyTokens(t);
});
afterAll(async () => t.close());

describe("the company's interns (damePracticas)", () => {
  it('lists the internships at the caller company with student, degree, dates, hours, tutor and state, at both spellings', async () => {
    const upper = await t.call('GET', '/api/Empresa/damePracticas', { token: tokens.company });
    const lower = await t.call('GET', '/api/empresa/damePracticas', { token: tokens.company });
    expect(upper.body.status).toBe(Status.Ok);
    expect(lower.body.datos).toEqual(upper.body.datos);
    const rows = upper.body.datos as { idPractica: number; estado: string; alumno: { nombre: string }; tutor: { email: string } | null; horasDia: number | null }[];
    const active = rows.find((r) => r.estado === 'activa' && r.alumno.nombre === 'Lucía');
    expect(active).toMatchObject({ horasDia: 5, tutor: { email: 'empresa@example.org' } });
    expect(active).toHaveProperty('titulacion');
    const owners = await t.db.selectFrom('internships').select('company_id').where('id', 'in', rows.map((r) => r.idPractica)).execute();
    expect(owners.every((o) => o.company_id === tokens.ownCompany)).toBe(true);
  });

  it("shows nothing of another company's internships", async () => {
    const own = (await t.call('GET', '/api/Empresa/damePracticas', { token: tokens.company })).body.datos as { idPractica: number }[];
    const other = (await t.call('GET', '/api/Empresa/damePracticas', { token: tokens.otherCompanyToken })).body.datos as { idPractica: number }[];
    expect(own.length).toBeGreaterThan(0);
    const ownIds = new Set(own.map((r) => r.idPractica));
    expect(other.some((r) => ownIds.has(r.idPractica))).toBe(false);
  });

  it('is for companies only', async () => {
    const candidate = await t.login('Alumno', 'alumno@example.org');
    expect((await t.call('GET', '/api/Empresa/damePracticas', { token: candidate })).body.status).toBe(Status.Forbidden);
  });
});
