import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, NOT_LOGGED } from '@portal/shared';
import { registeredRoutes } from '../../lib/route-registry.ts';
import { createTestApp } from '../../testing/test-app.ts';

/*
 * Issue 22, point 9: "log every write of every role". Generated from the routes the app really registers, not from a
 * list kept by hand: every write call (a POST the contract does not mark `readOnly`) declares in the contract
 * whether its service writes a line of the change log (`changeLog: 'logged'`) or why not (`{ exempt }`, the key of
 * a reason named in packages/shared/src/contract/change-log.ts). A call added later without saying fails here by
 * name. What each logged call writes is tested beside it (company-actions, sign-ins, actor-role and the back-office
 * areas' tests); this walk costs nothing per request: the declaration is read here, never on a call.
 */

const t = await createTestApp();
afterAll(async () => {
  await t?.close();
});

const routes = registeredRoutes(t.app);
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const isWrite = (route: (typeof routes)[number]) => route.method === 'POST' && !route.call?.readOnly;
const REASONS = new Set<string>(Object.keys(NOT_LOGGED));

describe('every write call of every role is logged or says why not', () => {
  it('every POST the app answers is a call of the contract (nothing writes outside it unseen)', () => {
    expect(routes.filter((route) => route.method === 'POST' && !route.call).map(key)).toEqual([]);
  });

  it('every write call declares its change-log line or its exemption', () => {
    const writes = routes.filter(isWrite);
    expect(writes.length).toBeGreaterThan(100);
    expect(
      writes.filter((route) => route.call?.changeLog === undefined).map(key),
      'Write calls that say nothing of the change log: give each `changeLog` in its contract definition',
    ).toEqual([]);
  });

  it('an exemption gives one of the named reasons', () => {
    const unnamed = routes.filter(isWrite).filter((route) => {
      const declared = route.call?.changeLog;
      return typeof declared === 'object' && !REASONS.has(declared.exempt);
    });
    expect(unnamed.map(key), 'Exemptions not named in NOT_LOGGED (packages/shared/src/contract/change-log.ts)').toEqual([]);
    for (const reason of Object.values(NOT_LOGGED)) expect(reason.length).toBeGreaterThan(30);
  });

  it('read calls declare nothing: a read is never logged by this rule', () => {
    expect(routes.filter((route) => !isWrite(route) && route.call?.changeLog !== undefined).map(key)).toEqual([]);
  });

  it('every role has logged writes, and the roles whose writes staff follow are logged', () => {
    const logged = routes.filter((route) => isWrite(route) && route.call?.changeLog === 'logged').map(key);
    // Candidates' writes the service acts on: joining, asking to leave, proposing an internship.
    expect(logged).toEqual(expect.arrayContaining(['POST /api/Alumno/registrarUsuario', 'POST /api/Alumno/solicitarBajaServicio', 'POST /api/Alumno/solicitudPractica']));
    // Company contacts' and staff's sign-ins; a company's request for an account.
    expect(logged).toEqual(expect.arrayContaining(['POST /api/Empresa/logaUsuario', 'POST /api/Gestor/logaUsuario', 'POST /api/Empresa/guardarUsuarioEmpresa']));
    expect(logged).not.toContain('POST /api/Alumno/logaUsuario');
    // Every back-office write is logged: staff act on others' data.
    const staffWrites = routes.filter((route) => isWrite(route) && route.url.startsWith('/api/Gestor/'));
    const staffExempt = staffWrites.filter((route) => route.call?.changeLog !== 'logged').map((route) => route.call?.name);
    // …but for the staff member's own account: language, password, logout, own notifications.
    expect(new Set(staffExempt)).toEqual(
      new Set(['editarIdiomaPreferido', 'editarPassword', 'cerrarSesion', 'marcarNotificacionLeida', 'eliminaNotificacion', 'marcarNotificacionesSinEnlaceLeidas', 'eliminaNotificaciones', 'editPreferenciasNotificaciones']),
    );
  });
});

describe('every action the API writes reads in the reader\'s language', () => {
  it('has a name in ca, es and en (packages/shared/src/contract/audit-names.ts)', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const modules = path.resolve(import.meta.dirname, '..');
    const sources = (fs.readdirSync(modules, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => fs.readFileSync(path.join(modules, file), 'utf8'))
      .filter((text) => text.includes('recordAudit('));
    const written = new Set(sources.flatMap((text) => [...text.matchAll(/action: (?:[\w.]+ \? )?'(\w+)'(?: : '(\w+)')?\s*[,}]/g)].flatMap((m) => [m[1], m[2]]).filter((a): a is string => a !== undefined)));
    expect(written.size).toBeGreaterThan(40);
    expect([...written].filter((action) => !AUDIT_ACTIONS.includes(action))).toEqual([]);
  });
});
