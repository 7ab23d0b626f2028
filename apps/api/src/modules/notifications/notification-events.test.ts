import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { CANDIDACY_STATE } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { offersFactory, type OffersFactory } from '../offers/offers.factory.ts';
import { rowsOf, validOfferForm } from '../company-offers/company-offers.testing.ts';
import { validRequest } from '../companies/companies.testing.ts';
import { createMailer } from '../../mail/mailer.ts';
import { readable, startSmtpInbox } from '../../testing/smtp-inbox.ts';

/**
 * Each event of the portal, made through the app as its user makes it, leaves a notification for the reader who
 * must hear of it (read through the reader's own dameNotificaciones) and, where the reader hears of it by mail at
 * once, a mail through the outbox, received by a real SMTP server.
 */
describe('the events that notify', () => {
  let t: TestApp;
  let f: OffersFactory;
  let companyToken: string;
  let staffToken: string;
  let companyEmails: string[];
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const received = () => inbox.mails.map((m) => ({ to: m.to[0], text: readable(m.raw) }));

  const notifications = async (role: string, token: string) => (await t.call('GET', `/api/${role}/dameNotificaciones`, { token })).body.datos.notificaciones as {
    tipo: string;
    texto: string;
    urlAcceso: string | null;
  }[];

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ mailer: createMailer({ smtpUrl: inbox.url, from: 'Portal <no-reply@portal.example>', outboxDir: '/nonexistent', log: pino({ level: 'silent' }) }) });
    f = offersFactory(t);
    const companyId = await f.companyId();
    const contacts = await t.db
      .selectFrom('company_contacts as cc')
      .innerJoin('users as u', 'u.id', 'cc.user_id')
      .select(['u.email', 'u.password_hash'])
      .where('cc.company_id', '=', companyId)
      .execute();
    companyEmails = contacts.map((c) => c.email);
    const signIn = contacts.find((c) => c.password_hash !== null);
    if (!signIn) throw new Error('setup: the company has no contact who can sign in');
    companyToken = await t.login('Empresa', signIn.email, { idEmpresa: companyId });
    staffToken = await t.login('Gestor', 'gestor@example.org');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('tells the company of a new applicant and of a withdrawal, with a link to the offer’s candidates', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer();
    expect((await t.call('POST', '/api/Alumno/inscribirse', { token: candidate.token, body: { urlOferta: offer.url } })).body.status).toBe(502);
    const [applied] = await notifications('Empresa', companyToken);
    expect(applied).toMatchObject({ tipo: 'candidacy.new', urlAcceso: `/mis-ofertas/${offer.id}` });
    expect(applied!.texto).toContain('Prueba Candidata');
    await t.call('POST', '/api/Alumno/desinscribirse', { token: candidate.token, body: { urlOferta: offer.url } });
    expect((await notifications('Empresa', companyToken))[0]).toMatchObject({ tipo: 'candidacy.withdrawn', urlAcceso: `/mis-ofertas/${offer.id}` });
    // Applicants come in the company's daily summary, not a mail each.
    const digest = await t.db.selectFrom('notifications').select('digest_pending').where('kind', '=', 'candidacy.new').execute();
    expect(digest.every((n) => n.digest_pending)).toBe(true);
  });

  it('tells the candidate the company moved their candidacy, in the portal and by mail with the link', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer();
    await t.call('POST', '/api/Alumno/inscribirse', { token: candidate.token, body: { urlOferta: offer.url } });
    const candidacy = await t.db.selectFrom('candidacies').select('id').where('offer_id', '=', offer.id).executeTakeFirstOrThrow();
    inbox.mails.length = 0;
    const moved = await t.call('POST', '/api/Empresa/cambiaEstadoCandidatura', { token: companyToken, body: { idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.inReview } });
    expect(moved.body.status).toBe(0);
    const [told] = await notifications('Alumno', candidate.token);
    expect(told).toMatchObject({ tipo: 'candidacy.state', urlAcceso: `/mis-candidaturas/${offer.url}` });
    expect(received().map((m) => m.to)).toEqual([candidate.email]);
    expect(received()[0]!.text).toContain(`/mis-candidaturas/${offer.url}`);
    // A move the rules refuse is rolled back with its notification: the candidate hears of nothing.
    const refused = await t.call('POST', '/api/Empresa/cambiaEstadoCandidatura', { token: companyToken, body: { idCandidatura: candidacy.id, idEstado: CANDIDACY_STATE.preEnrolment } });
    expect(refused.body.status).not.toBe(0);
    expect(await notifications('Alumno', candidate.token)).toHaveLength(1);
  });

  it('tells the staff of an offer sent for validation, and the company of the decision, by mail', async () => {
    const form = await validOfferForm(rowsOf(t.db), 'generic', 1, 'Oferta que avisa al servicio');
    const saved = await t.call('POST', '/api/Empresa/addOferta', { token: companyToken, body: form });
    expect(saved.body.status).toBe(506);
    const id = saved.body.datos.idOferta as number;
    const [queued] = await notifications('Gestor', staffToken);
    expect(queued).toMatchObject({ tipo: 'offer.submitted', urlAcceso: `/gestion/ofertas/${id}` });
    expect(queued!.texto).toContain('Oferta que avisa al servicio');
    inbox.mails.length = 0;
    expect((await t.call('POST', '/api/Gestor/devuelveOferta', { token: staffToken, body: { idOferta: id, observaciones: 'Indique el horario, por favor' } })).body.status).toBe(0);
    expect((await notifications('Empresa', companyToken))[0]).toMatchObject({ tipo: 'offer.returned', urlAcceso: `/editar-oferta/${id}` });
    expect(received().map((m) => m.to).sort()).toEqual([...companyEmails].sort());
    expect(received()[0]!.text).toContain('Indique el horario, por favor');
  });

  it('tells the staff of a company that asks for an account', async () => {
    const res = await t.call('POST', '/api/Empresa/guardarUsuarioEmpresa', { body: { ...validRequest, cif: 'G1234567D', email: 'avisos@nova.example' } });
    expect(res.body.status).toBe(503);
    const [request] = await notifications('Gestor', staffToken);
    expect(request).toMatchObject({ tipo: 'company.requested', urlAcceso: `/gestion/empresas/${res.body.datos.idEmpresa}` });
    expect(request!.texto).toContain(validRequest.nombreComercial);
  });
});
