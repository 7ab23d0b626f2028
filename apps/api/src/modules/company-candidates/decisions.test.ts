import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDACY_STATE, CANDIDACY_UNDO_MINUTES, Status, catalogue } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken } from '../staff/staff.testing.ts';

/**
 * Final decisions on a candidacy (docs/decisions.md, "Final decisions on a candidacy"): the company's own words for
 * "Otros motivos", the reason worded for the student, the undo window with its held notice, and staff reopening.
 */

const OTHER_REASONS = 15;
const LANGUAGE_LEVEL = 11;

let t: TestApp;
let company: string;
let staff: string;
/** Candidacies of empresa@'s published offers still open, with their candidate's e-mail and offer url. */
let open: { id: number; email: string; url: string; title: string }[];
let next = 0;
const take = () => {
  const found = open[next++];
  if (!found) throw new Error('not enough open demo candidacies');
  return found;
};

const move = (body: unknown, token = company) => t.call('POST', '/api/Empresa/cambiaEstadoCandidatura', { token, body });
const undo = (idCandidatura: number, token = company) => t.call('POST', '/api/Empresa/deshaceCambioEstadoCandidatura', { token, body: { idCandidatura } });
const reopen = (body: unknown) => t.call('POST', '/api/Gestor/reabreCandidaturaGestor', { token: staff, body });
const stateOf = async (id: number) => (await t.db.selectFrom('candidacies').select('state_id').where('id', '=', id).executeTakeFirstOrThrow()).state_id;

/** The candidate's notices of a candidacy, as stored (kind and values), deleted ones apart. */
async function notices(email: string) {
  return t.db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.kind', 'n.params', 'n.read_at', 'n.deleted_at'])
    .where('u.email', '=', email)
    .orderBy('n.id')
    .execute();
}

async function mails(email: string) {
  return t.db.selectFrom('mail_outbox').select(['id', 'subject', 'text_body', 'run_after', 'sent_at']).where('recipient', '=', email).orderBy('id').execute();
}

async function candidateView(email: string, url: string, language = 'es') {
  const token = await t.login('Alumno', email);
  const res = await t.call('GET', `/api/Alumno/dameCandidatura/${encodeURIComponent(url)}`, { token, headers: { 'accept-language': language } });
  return res.body.datos;
}

beforeAll(async () => {
  t = await createTestApp();
  company = await t.login('Empresa', 'empresa@example.org');
  staff = await staffToken(t);
  const rows = await t.db
    .selectFrom('candidacies as k')
    .innerJoin('offers as o', 'o.id', 'k.offer_id')
    .innerJoin('users as u', 'u.id', 'k.candidate_id')
    .innerJoin('company_contacts as cc', 'cc.company_id', 'o.company_id')
    .innerJoin('users as owner', 'owner.id', 'cc.user_id')
    .select(['k.id', 'u.email', 'o.url_access as url', 'o.title'])
    .where('owner.email', '=', 'empresa@example.org')
    .where('o.state', '=', 'published')
    .where('k.state_id', 'in', [CANDIDACY_STATE.enrolled, CANDIDACY_STATE.inReview, CANDIDACY_STATE.shortlisted, CANDIDACY_STATE.interview])
    .orderBy('k.id')
    .execute();
  open = rows;
});
afterAll(async () => {
  await t?.close();
});

describe('"Otros motivos" and the reason as the student reads it', () => {
  it('asks the company for its own words with "Otros motivos" (15 on texto), and refuses words too short', async () => {
    const candidacy = take();
    const none = await move({ idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.rejected, idMotivo: OTHER_REASONS });
    expect(none.statusCode).toBe(400);
    expect(none.body.status).toBe(Status.MissingMandatoryData);
    expect(none.body.datos.errores).toEqual([{ campo: 'texto', codigo: 'required' }]);
    const short = await move({ idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.rejected, idMotivo: OTHER_REASONS, texto: 'no' });
    expect(short.body.status).toBe(Status.MissingMandatoryData);
    expect(await stateOf(candidacy.id)).not.toBe(CANDIDACY_STATE.rejected);
  });

  it('tells the student the reason in their words and the company’s text, in the candidacy, its notice and its mail', async () => {
    const candidacy = take();
    const texto = 'Hemos decidido cubrir el puesto con una promoción interna.';
    const res = await move({ idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.rejected, idMotivo: OTHER_REASONS, texto });
    expect(res.body.status, JSON.stringify(res.body)).toBe(0);
    expect(res.body.datos).toMatchObject({ motivo: 'Otros motivos', textoMotivo: texto });

    const es = await candidateView(candidacy.email, candidacy.url);
    expect(es).toMatchObject({ motivo: 'La empresa te explica el motivo en su mensaje.', textoMotivo: texto });
    expect(es.historial.at(-1)).toMatchObject({ idEstado: 17, motivo: 'La empresa te explica el motivo en su mensaje.', textoMotivo: texto });
    const ca = await candidateView(candidacy.email, candidacy.url, 'ca');
    expect(ca.motivo).toBe("L'empresa t'explica el motiu en el seu missatge.");

    const [notice] = (await notices(candidacy.email)).filter((n) => n.kind === 'candidacy.state');
    expect(JSON.stringify(notice?.params)).toContain('Mensaje de la empresa: «Hemos decidido cubrir el puesto con una promoción interna.»');
    const token = await t.login('Alumno', candidacy.email);
    const bell = await t.call('GET', '/api/Alumno/dameNotificaciones', { token });
    const shown = bell.body.datos.notificaciones.find((n: { texto: string }) => n.texto.includes('Motivo'));
    expect(shown.texto).toContain('La empresa te explica el motivo en su mensaje.');
    expect(shown.texto).toContain('promoción interna');
    const [mail] = await mails(candidacy.email);
    expect(mail?.text_body).toContain('Motivo: La empresa te explica el motivo en su mensaje.');
    expect(mail?.text_body).toContain(texto);
  });

  it('never shows the student the staff’s wording of a company reason', async () => {
    const candidacy = take();
    expect((await move({ idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.rejected, idMotivo: LANGUAGE_LEVEL })).body.datos.motivo).toBe('No cumple el nivel de idiomas requerido');
    const view = await candidateView(candidacy.email, candidacy.url);
    expect(view.motivo).toBe('No tienes el nivel de idiomas que pide la oferta.');
    expect(view.textoMotivo).toBeNull();
  });

  it('offers the company each reason with what the student will read and whether it needs words', async () => {
    const candidacy = open[next] ?? take();
    const detail = (await t.call('GET', `/api/Empresa/dameCandidato/${candidacy.id}`, { token: company })).body.datos.candidatura;
    expect(detail.motivosRechazo.find((r: { idMotivo: number }) => r.idMotivo === OTHER_REASONS)).toMatchObject({ requiereTexto: true });
    expect(detail.motivosRechazo.find((r: { idMotivo: number }) => r.idMotivo === LANGUAGE_LEVEL)).toMatchObject({
      requiereTexto: false,
      paraCandidato: 'No tienes el nivel de idiomas que pide la oferta.',
    });
  });
});

describe('taking a decision back (deshaceCambioEstadoCandidatura)', () => {
  it('the catalogue text names the window the server applies', () => {
    for (const language of ['es', 'ca', 'en'] as const) expect(catalogue[Status.UndoWindowPassed].texts[language].body).toContain(String(CANDIDACY_UNDO_MINUTES));
  });

  it('undoes a rejection within the window: state back, history marked, notice and held mail withdrawn, change log written', async () => {
    const candidacy = take();
    const before = await stateOf(candidacy.id);
    const rejected = await move({ idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.rejected, idMotivo: LANGUAGE_LEVEL });
    const until = new Date(rejected.body.datos.deshacerHasta).getTime();
    expect(until - t.clock.now().getTime()).toBeGreaterThan(CANDIDACY_UNDO_MINUTES * 60_000 - 5_000);
    expect(until - t.clock.now().getTime()).toBeLessThanOrEqual(CANDIDACY_UNDO_MINUTES * 60_000);
    const [held] = await mails(candidacy.email);
    expect(held?.run_after.getTime()).toBe(until);
    expect(held?.sent_at).toBeNull();

    t.clock.advance(60);
    const undone = await undo(candidacy.id);
    expect(undone.body.status, JSON.stringify(undone.body)).toBe(0);
    expect(undone.body.datos).toMatchObject({ idEstado: before, deshacerHasta: null, motivo: null });
    expect(undone.body.datos.historial.find((h: { idEstado: number }) => h.idEstado === 17)).toMatchObject({ deshecho: true });
    expect(await stateOf(candidacy.id)).toBe(before);

    expect(await mails(candidacy.email)).toEqual([]);
    expect((await notices(candidacy.email)).filter((n) => n.deleted_at === null)).toEqual([]);
    const view = await candidateView(candidacy.email, candidacy.url);
    expect(view.historial.some((h: { idEstado: number }) => h.idEstado === 17)).toBe(false);
    expect((await auditLines(t, 'candidacy', candidacy.id)).map((l) => l.action)).toEqual(['changeState', 'undoChangeState']);

    // Taken back once: nothing left to take back.
    expect((await undo(candidacy.id)).body.status).toBe(Status.CannotChangeState);
  });

  it('tells the candidate where it stands when they had already read the decision', async () => {
    const candidacy = take();
    const before = await stateOf(candidacy.id);
    const earlier = (await notices(candidacy.email)).filter((n) => n.deleted_at === null).length;
    await move({ idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.selected });
    const token = await t.login('Alumno', candidacy.email);
    const notice = (await notices(candidacy.email)).at(-1);
    const read = await t.call('POST', '/api/Alumno/marcarNotificacionLeida', { token, body: { id: notice?.id } });
    expect(read.body.status, JSON.stringify(read.body)).toBe(0);
    expect((await undo(candidacy.id)).body.status).toBe(0);
    const kept = (await notices(candidacy.email)).filter((n) => n.deleted_at === null);
    expect(kept).toHaveLength(earlier + 2);
    expect(JSON.stringify(kept.at(-1)?.params)).not.toContain('Seleccionada');
    expect(await stateOf(candidacy.id)).toBe(before);
  });

  it('refuses once the window has passed (610, HTTP 409) and changes nothing', async () => {
    const candidacy = take();
    await move({ idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.rejected, idMotivo: LANGUAGE_LEVEL });
    t.clock.advance(CANDIDACY_UNDO_MINUTES * 60);
    const late = await undo(candidacy.id);
    expect(late.statusCode).toBe(409);
    expect(late.body.status).toBe(Status.UndoWindowPassed);
    expect(await stateOf(candidacy.id)).toBe(CANDIDACY_STATE.rejected);
    const detail = (await t.call('GET', `/api/Empresa/dameCandidato/${candidacy.id}`, { token: company })).body.datos.candidatura;
    expect(detail.deshacerHasta).toBeNull();
  });

  it('has nothing to take back on a move that is not a decision (49), and another company’s candidacy is not found (31)', async () => {
    const candidacy = take();
    expect((await undo(candidacy.id)).body.status).toBe(Status.CannotChangeState);
    const other = await t.db
      .selectFrom('company_contacts as cc')
      .innerJoin('users as u', 'u.id', 'cc.user_id')
      .select('cc.company_id')
      .where('u.email', '=', 'multi@example.org')
      .orderBy('cc.company_id')
      .executeTakeFirstOrThrow();
    const otherCompany = await t.login('Empresa', 'multi@example.org', { idEmpresa: other.company_id });
    await move({ idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.rejected, idMotivo: LANGUAGE_LEVEL });
    expect((await undo(candidacy.id, otherCompany)).body.status).toBe(Status.CandidacyNotFound);
    expect(await stateOf(candidacy.id)).toBe(CANDIDACY_STATE.rejected);
  });
});

describe('staff reopening a final decision (reabreCandidaturaGestor)', () => {
  it('reopens a rejection past the window: the state before, the change log with the reason, candidate and company told', async () => {
    const candidacy = take();
    const before = await stateOf(candidacy.id);
    await move({ idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.rejected, idMotivo: LANGUAGE_LEVEL });
    t.clock.advance(CANDIDACY_UNDO_MINUTES * 60 + 1);
    const res = await reopen({ idCandidatura: candidacy.id, motivo: 'La empresa nos pidió reabrirla: el nivel era correcto.' });
    expect(res.body.status, JSON.stringify(res.body)).toBe(0);
    expect(res.body.datos).toMatchObject({ idEstado: before, reabrible: false });
    expect(await stateOf(candidacy.id)).toBe(before);
    const log = (await auditLines(t, 'candidacy', candidacy.id)).at(-1);
    // The line names the offer, never the candidate (nothing personal outlives an erasure).
    expect(log).toMatchObject({ action: 'reopen', detail: `${candidacy.title}: La empresa nos pidió reabrirla: el nivel era correcto.` });
    expect((await notices(candidacy.email)).filter((n) => n.deleted_at === null).map((n) => n.kind)).toEqual(['candidacy.state', 'candidacy.state']);
    const companyNotices = await t.call('GET', '/api/Empresa/dameNotificaciones', { token: company });
    expect(companyNotices.body.datos.notificaciones[0].texto).toContain('ha reabierto la candidatura');
  });

  it('refuses what is not a hire or a rejection (49) and a reason too short (15)', async () => {
    const candidacy = take();
    expect((await reopen({ idCandidatura: candidacy.id, motivo: 'Un motivo suficiente' })).body.status).toBe(Status.CannotChangeState);
    expect((await reopen({ idCandidatura: candidacy.id, motivo: 'no' })).body.status).toBe(Status.MissingMandatoryData);
  });
});
