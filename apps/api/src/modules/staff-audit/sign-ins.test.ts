import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { companyIdByEmail, staffToken } from '../staff/staff.testing.ts';

/**
 * Issue 22, point 9: each sign-in of a company contact (a new session of the company) and of a staff member is a
 * line of the change log, written in the sign-in's own unit of work; a refused sign-in writes none, and candidates'
 * sign-ins are not logged (docs/decisions.md, "What the change log keeps").
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signIns = () => t.db.selectFrom('audit_log').selectAll().where('action', '=', 'signIn').orderBy('id').execute();
const login = (role: string, usuario: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', `/api/${role}/logaUsuario`, { body: { usuario, password: DEMO_PASSWORD, ...extra } });

describe('sign-ins in the change log', () => {
  it("a company contact's sign-in: one line on the company, under the contact, role Empresa", async () => {
    const before = (await signIns()).length;
    expect((await login('Empresa', 'empresa@example.org')).body.status).toBe(0);
    const lines = (await signIns()).slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      institution_id: 'generic',
      entity: 'company',
      entity_id: await companyIdByEmail(t, 'empresa@example.org'),
      actor_role: 'Empresa',
    });
    expect(lines[0]!.actor_name).toContain('empresa@example.org');
  });

  it("a staff member's sign-in: one line on the staff user, role Gestor, and the list shows and filters it", async () => {
    const before = (await signIns()).length;
    const staff = await staffToken(t);
    const lines = (await signIns()).slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ entity: 'staffUser', actor_role: 'Gestor' });
    expect(lines[0]!.entity_id).toBe(lines[0]!.actor_user_id);
    const listed = await t.call('GET', '/api/Gestor/dameRegistroAuditoria?accion=signIn&rol=Gestor', { token: staff });
    expect(listed.body.datos.items[0]).toMatchObject({ accion: 'signIn', rol: 'Gestor', entidad: 'staffUser' });
  });

  it('a contact of several companies: no line for the list to choose from, one for the chosen company', async () => {
    const before = (await signIns()).length;
    const first = await login('Empresa', 'multi@example.org');
    expect(first.body.datos.empresas).toHaveLength(2);
    expect((await t.call('POST', '/api/Empresa/dameEmpresasDelUsuario', { body: { usuario: 'multi@example.org', password: DEMO_PASSWORD } })).body.status).toBe(0);
    expect((await signIns()).length).toBe(before);
    const chosen = first.body.datos.empresas[1].idEmpresa as number;
    expect((await login('Empresa', 'multi@example.org', { idEmpresa: chosen })).body.datos.token).toEqual(expect.any(String));
    const lines = (await signIns()).slice(before);
    expect(lines.map((l) => [l.entity, l.entity_id])).toEqual([['company', chosen]]);
  });

  it('a refused sign-in writes no line: wrong password, unknown user, pending or blocked company', async () => {
    const before = await signIns();
    expect((await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'empresa@example.org', password: 'Wrong1234!' } })).body.status).toBe(3);
    expect((await t.call('POST', '/api/Gestor/logaUsuario', { body: { usuario: 'gestor@example.org', password: 'Wrong1234!' } })).body.status).toBe(3);
    expect((await t.call('POST', '/api/Gestor/logaUsuario', { body: { usuario: 'nobody@example.org', password: 'Wrong1234!' } })).body.status).toBe(3);
    for (const usuario of ['pendiente@example.org', 'empresa.bloqueada@example.org']) {
      expect((await login('Empresa', usuario)).body.status).toBe(9);
    }
    expect(await signIns()).toEqual(before);
  });

  it('the line and the sign-in are one unit of work: when the line cannot be written, no token and no device noted', async () => {
    const gestor = await t.db.selectFrom('users').select('id').where('email', '=', 'gestor@example.org').executeTakeFirstOrThrow();
    const known = () => t.db.selectFrom('known_sign_ins').select(['kind', 'fingerprint', 'last_signed_in_at']).where('user_id', '=', gestor.id).orderBy('kind').execute();
    const before = await known();
    await sql`create function refuse_sign_in_line() returns trigger language plpgsql as $$ begin raise exception 'no log today'; end $$`.execute(t.db);
    await sql`create trigger refuse_sign_in_line before insert on audit_log for each row when (new.action = 'signIn') execute function refuse_sign_in_line()`.execute(t.db);
    try {
      t.clock.advance(60);
      const refused = await t.call('POST', '/api/Gestor/logaUsuario', { body: { usuario: 'gestor@example.org', password: DEMO_PASSWORD } });
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
      expect(refused.body.datos?.token).toBeUndefined();
      expect(await known()).toEqual(before);
    } finally {
      await sql`drop trigger refuse_sign_in_line on audit_log`.execute(t.db);
      await sql`drop function refuse_sign_in_line()`.execute(t.db);
    }
  });

  it("a candidate's sign-in is not logged", async () => {
    const before = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await login('Alumno', 'alumno@example.org')).body.status).toBe(0);
    const after = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
