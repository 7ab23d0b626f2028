import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { brands } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ERASURE_GRACE_DAYS } from './deregistration.service.ts';
import { ERASED_NAME, erasePendingAccounts } from './erasure.ts';
import { scheduleAccountErasure } from './erasure-schedule.ts';
import { fillCandidateData, registrationForm } from './registration.testing.ts';

let t: TestApp;
const DAY_S = 24 * 3600;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A candidate registered through the API, with a full CV and history; returns the form, its id and token. */
async function registeredCandidate() {
  const form = registrationForm();
  const res = await t.call('POST', '/api/Alumno/registrarUsuario', { body: form });
  expect(res.body.status).toBe(504);
  const id: number = res.body.datos.usuario.id;
  const data = await fillCandidateData(t.db, 'generic', id);
  return { form, id, token: res.body.datos.token as string, ...data };
}

const requestDeletion = (token: string, host?: string) => t.call('POST', '/api/alumno/solicitarBajaServicio', { token, host });

describe('solicitarBajaServicio', () => {
  it('records the request, schedules the erasure after the grace period, confirms by e-mail (520) and keeps the first date', async () => {
    const candidate = await registeredCandidate();
    const before = t.clock.now().getTime();
    const res = await requestDeletion(candidate.token);
    expect(res.body.status).toBe(520);
    const when = Date.parse(res.body.datos.fechaSupresion);
    expect(when - before).toBeGreaterThanOrEqual(ERASURE_GRACE_DAYS * DAY_S * 1000);
    expect(when - before).toBeLessThan((ERASURE_GRACE_DAYS * DAY_S + 60) * 1000);

    const row = await t.db.selectFrom('candidates').select(['deletion_requested_at', 'erase_after']).where('user_id', '=', candidate.id).executeTakeFirstOrThrow();
    expect(row.deletion_requested_at).toBeInstanceOf(Date);
    expect(row.erase_after?.toISOString()).toBe(res.body.datos.fechaSupresion);
    expect(t.sentMail.at(-1)).toMatchObject({ to: candidate.form.email });

    t.clock.advance(3600);
    const again = await requestDeletion(candidate.token);
    expect(again.body).toMatchObject({ status: 520, datos: { fechaSupresion: res.body.datos.fechaSupresion } });
  });

  it('is allowed to a candidate who has not accepted the current data-protection text', async () => {
    const login = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno.nuevo@example.org', password: 'Demo1234' } });
    expect(login.body.datos.rgpdPendiente).toBe(true);
    expect((await requestDeletion(login.body.datos.token)).body.status).toBe(520);
  });

  it('is refused with 48 where the brand does not allow deleting the account, and with 607 to a company', async () => {
    expect(brands.udg.flags.canBorrarCuenta).toBe(false);
    const udg = await t.login('Alumno', 'alumno@udg.example.org', { host: 'udg.localhost' });
    expect((await requestDeletion(udg, 'udg.localhost')).body.status).toBe(48);
    const company = await t.login('Empresa', 'empresa@example.org');
    expect((await requestDeletion(company)).body.status).toBe(607);
  });
});

const withdrawDeletion = (token: string) => t.call('POST', '/api/Alumno/anularBajaServicio', { token });

describe('anularBajaServicio', () => {
  it('takes the request back within the grace period: confirmed by e-mail (537), logged, never erased; a new request counts anew', async () => {
    const candidate = await registeredCandidate();
    const first = await requestDeletion(candidate.token);
    t.clock.advance(3600);
    t.sentMail.length = 0;
    const res = await withdrawDeletion(candidate.token);
    expect(res.body).toMatchObject({ status: 537, datos: null });
    const row = await t.db.selectFrom('candidates').select(['deletion_requested_at', 'erase_after']).where('user_id', '=', candidate.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ deletion_requested_at: null, erase_after: null });
    expect(t.sentMail.map((m) => [m.to, m.subject])).toEqual([[candidate.form.email, expect.stringMatching(/^Solicitud de baja anulada - /)]]);
    expect(t.sentMail[0]!.text).toContain('La ha anulado usted desde el portal.');
    const [line] = await t.db.selectFrom('audit_log').select(['action', 'from_value', 'to_value']).where('entity', '=', 'candidate').where('entity_id', '=', candidate.id).where('action', '=', 'withdrawDeletion').execute();
    expect(line).toEqual({ action: 'withdrawDeletion', from_value: 'bajaSolicitada', to_value: 'activo' });

    // The day the first request would have erased it, the job passes it by.
    t.clock.advance((ERASURE_GRACE_DAYS + 1) * DAY_S);
    expect((await erasePendingAccounts(t.db, t.clock.now())).erased).not.toContain(candidate.id);
    expect((await t.db.selectFrom('users').select('email').where('id', '=', candidate.id).executeTakeFirstOrThrow()).email).toBe(candidate.form.email);

    // Asking again starts a new grace period from the new request, not the withdrawn one's date.
    const token = await t.login('Alumno', candidate.form.email, { password: candidate.form.password });
    const second = await requestDeletion(token);
    expect(Date.parse(second.body.datos.fechaSupresion)).toBeGreaterThan(Date.parse(first.body.datos.fechaSupresion));
  });

  it('answers 14 when no request is pending and mails nobody; a company gets 607', async () => {
    const candidate = await registeredCandidate();
    t.sentMail.length = 0;
    expect((await withdrawDeletion(candidate.token)).body.status).toBe(14);
    await requestDeletion(candidate.token);
    expect((await withdrawDeletion(candidate.token)).body.status).toBe(537);
    expect((await withdrawDeletion(candidate.token)).body.status).toBe(14);
    expect(t.sentMail.filter((m) => m.subject.startsWith('Solicitud de baja anulada'))).toHaveLength(1);
    const company = await t.login('Empresa', 'empresa@example.org');
    expect((await withdrawDeletion(company)).body.status).toBe(607);
  });
});

describe('erasePendingAccounts', () => {
  it('erases nothing before the grace period ends, then really removes the personal data', async () => {
    const candidate = await registeredCandidate();
    const bystander = await registeredCandidate();
    expect((await requestDeletion(candidate.token)).body.status).toBe(520);

    const early = await erasePendingAccounts(t.db, t.clock.now());
    expect(early.erased).not.toContain(candidate.id);
    expect((await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: candidate.form.email, password: candidate.form.password } })).body.status).toBe(0);

    t.clock.advance((ERASURE_GRACE_DAYS + 1) * DAY_S);
    const run = await erasePendingAccounts(t.db, t.clock.now());
    expect(run.erased).toContain(candidate.id);
    expect(run.erased).not.toContain(bystander.id);
    expect(run.failed).toEqual([]);

    const user = await t.db.selectFrom('users').selectAll().where('id', '=', candidate.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: `erased-${candidate.id}@erased.invalid`, first_name: ERASED_NAME, last_name: '', document_number: null, nick: null, password_hash: null });
    expect(user.deregistered_at).toBeInstanceOf(Date);

    const cv = await t.db.selectFrom('candidates').selectAll().where('user_id', '=', candidate.id).executeTakeFirstOrThrow();
    expect(cv).toMatchObject({
      second_surname: null,
      birth_date: null,
      personal_email: null,
      student_email: null,
      mobile: null,
      address: null,
      iban: null,
      social_security_number: null,
      nationality_ids: [],
      presentation: null,
      portfolio_url: null,
      profile_image_file_id: null,
      erase_after: null,
    });
    for (const table of ['candidate_studies', 'candidate_languages', 'candidate_experiences', 'candidate_documents'] as const) {
      expect(await t.db.selectFrom(table).select('id').where('candidate_id', '=', candidate.id).execute(), table).toEqual([]);
    }
    expect(await t.db.selectFrom('files').select('id').where('owner_user_id', '=', candidate.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('saved_searches').select('id').where('user_id', '=', candidate.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('offer_views').select('offer_id').where('user_id', '=', candidate.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('internship_documents').select('id').where('internship_id', '=', candidate.internshipId).execute()).toEqual([]);

    // The candidacy and the internship stay for the company's and the service's records, but name nobody.
    const candidacy = await t.db
      .selectFrom('candidacies')
      .innerJoin('users', 'users.id', 'candidacies.candidate_id')
      .select(['users.first_name', 'users.last_name', 'users.email'])
      .where('candidacies.id', '=', candidate.candidacyId)
      .executeTakeFirstOrThrow();
    expect(candidacy).toEqual({ first_name: ERASED_NAME, last_name: '', email: `erased-${candidate.id}@erased.invalid` });
    expect(await t.db.selectFrom('internships').select('id').where('id', '=', candidate.internshipId).executeTakeFirst()).toBeDefined();

    // The bystander keeps everything.
    expect(await t.db.selectFrom('candidate_studies').select('id').where('candidate_id', '=', bystander.id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('files').select('id').where('owner_user_id', '=', bystander.id).execute()).not.toEqual([]);
  });

  it("stops the change log quoting the person: older lines about them written by others lose the address, nobody else's do", async () => {
    const candidate = await registeredCandidate();
    const bystander = await registeredCandidate();
    // Lines as details were written before they stopped quoting candidates' addresses: by staff (no actor of the
    // candidate's), about the candidate, about the bystander, and one of another institution quoting the same text.
    const line = (institution_id: string, detail: string) => ({ institution_id, actor_user_id: null, actor_name: 'Gestora', actor_role: null, entity: 'candidacy' as const, entity_id: 1, action: 'changeState', from_value: null, to_value: null, detail });
    const inserted = await t.db
      .insertInto('audit_log')
      .values([line('generic', `${candidate.form.email}: Falta el nivel de idioma`), line('generic', `${bystander.form.email} → Oferta`), line('udg', candidate.form.email)])
      .returning('id')
      .execute();
    await requestDeletion(candidate.token);
    t.clock.advance((ERASURE_GRACE_DAYS + 1) * DAY_S);
    expect((await erasePendingAccounts(t.db, t.clock.now())).erased).toContain(candidate.id);

    const details = await t.db.selectFrom('audit_log').select('detail').where('id', 'in', inserted.map((r) => r.id)).orderBy('id').execute();
    expect(details.map((r) => r.detail)).toEqual([`${ERASED_NAME}: Falta el nivel de idioma`, `${bystander.form.email} → Oferta`, candidate.form.email]);
    // Its own lines (the registration, the request) are kept, without its name.
    const own = await t.db.selectFrom('audit_log').select(['actor_name', 'action']).where('actor_user_id', '=', candidate.id).execute();
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.actor_name === ERASED_NAME)).toBe(true);
  });

  it('leaves the account unusable: login fails, the old token is refused, the e-mail can register again', async () => {
    const candidate = await registeredCandidate();
    await requestDeletion(candidate.token);
    t.clock.advance((ERASURE_GRACE_DAYS + 1) * DAY_S);
    // Still usable until the job runs.
    const lastToken = await t.login('Alumno', candidate.form.email, { password: candidate.form.password });
    expect((await t.call('GET', '/api/Alumno/editaUsuario', { token: lastToken })).body.status).toBe(0);
    await erasePendingAccounts(t.db, t.clock.now());

    const login = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: candidate.form.email, password: candidate.form.password } });
    expect(login.body.status).toBe(3);
    const byDocument = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: candidate.form.documento, password: candidate.form.password } });
    expect(byDocument.body.status).toBe(3);
    expect((await t.call('GET', '/api/Alumno/editaUsuario', { token: lastToken })).body.status).toBe(2);

    const again = await t.call('POST', '/api/Alumno/registrarUsuario', { body: { ...registrationForm(), email: candidate.form.email, documento: candidate.form.documento } });
    expect(again.body.status).toBe(504);
  });

  it('erases each account once when several processes run it at the same time', async () => {
    const candidates = [await registeredCandidate(), await registeredCandidate(), await registeredCandidate()];
    for (const candidate of candidates) await requestDeletion(candidate.token);
    t.clock.advance((ERASURE_GRACE_DAYS + 1) * DAY_S);

    const runs = await Promise.all([erasePendingAccounts(t.db, t.clock.now()), erasePendingAccounts(t.db, t.clock.now())]);
    const erased = runs.flatMap((r) => r.erased);
    expect(erased.sort((a, b) => a - b)).toEqual(candidates.map((c) => c.id).sort((a, b) => a - b));
    expect((await erasePendingAccounts(t.db, t.clock.now())).erased).toEqual([]);
  });
});

describe('scheduleAccountErasure', () => {
  it('runs the erasure as soon as the server starts, and stops with it', async () => {
    const candidate = await registeredCandidate();
    await requestDeletion(candidate.token);
    t.clock.advance((ERASURE_GRACE_DAYS + 1) * DAY_S);

    const server = Fastify({ logger: false });
    scheduleAccountErasure(server, t.db, t.clock.now);
    await vi.waitFor(
      async () => {
        const user = await t.db.selectFrom('users').select('deregistered_at').where('id', '=', candidate.id).executeTakeFirstOrThrow();
        expect(user.deregistered_at).toBeInstanceOf(Date);
      },
      { timeout: 10_000, interval: 100 },
    );
    await server.close();
  });
});
