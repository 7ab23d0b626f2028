import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { queueMail } from '../../mail/outbox.ts';
import { createMailer } from '../../mail/mailer.ts';
import { readable, startSmtpInbox } from '../../testing/smtp-inbox.ts';
import { addDays, serviceDay } from '../offers/index.ts';
import { offersFactory, type OffersFactory } from '../offers/offers.factory.ts';
import { validRequest } from '../companies/companies.testing.ts';
import { rowsOf, validOfferForm } from '../company-offers/company-offers.testing.ts';
import { remindExpiringOffers } from '../company-offers/expiry-reminders.ts';
import { sendDigests } from './digest.ts';

/**
 * The events not covered by notification-events.test.ts, each made through the app as its user makes it (or by its
 * background pass), checked in the reader's notifications and in the mail a real SMTP server receives: at once for
 * the kinds mailed at once, in the daily summary for the others.
 */
describe('the mail of each event, through real SMTP', () => {
  let t: TestApp;
  let f: OffersFactory;
  let companyId: number;
  let companyEmails: string[];
  let staffToken: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const queue = (handle: Parameters<typeof queueMail>[0], mails: Parameters<typeof queueMail>[1]) => queueMail(handle, mails, t.clock.now());
  const staff = (path: string, body: unknown) => t.call('POST', `/api/Gestor/${path}`, { token: staffToken, body });
  const mailsTo = (emails: readonly string[]) => inbox.mails.filter((m) => m.to.some((to) => emails.includes(to))).map((m) => readable(m.raw));
  async function delivered() {
    t.app.mailQueue.nudge();
    await t.app.mailOutbox.settled();
  }
  const noticesOfCompany = (kind: string) =>
    t.db.selectFrom('notifications').select(['params', 'link']).where('kind', '=', kind as never).where('company_id', '=', companyId).execute();

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ mailer: createMailer({ smtpUrl: inbox.url, from: 'Portal <no-reply@portal.example>', outboxDir: '/nonexistent', log: pino({ level: 'silent' }) }) });
    f = offersFactory(t);
    companyId = await f.companyId();
    companyEmails = (
      await t.db.selectFrom('company_contacts as cc').innerJoin('users as u', 'u.id', 'cc.user_id').select('u.email').where('cc.company_id', '=', companyId).execute()
    ).map((c) => c.email);
    staffToken = await t.login('Gestor', 'gestor@example.org');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('mails the company at once when the service publishes or rejects its offer, with the link and the reason', async () => {
    const published = await f.offer({ state: 'pending', title: 'Oferta que se publica' });
    const rejected = await f.offer({ state: 'pending', title: 'Oferta que se rechaza' });
    inbox.mails.length = 0;
    expect((await staff('validaOferta', { idOferta: published.id })).body.status).toBe(0);
    expect((await staff('rechazaOferta', { idOferta: rejected.id, motivo: 'No es una oferta de empleo cualificado' })).body.status).toBe(0);
    expect(await noticesOfCompany('offer.validated')).toEqual(expect.arrayContaining([expect.objectContaining({ link: `/mis-ofertas/${published.id}` })]));
    const mails = mailsTo(companyEmails);
    expect(mails.some((m) => m.includes('Oferta que se publica') && m.includes(`/mis-ofertas/${published.id}`))).toBe(true);
    expect(mails.some((m) => m.includes('Oferta que se rechaza') && m.includes('No es una oferta de empleo cualificado'))).toBe(true);
  });

  it('mails the candidate a pre-enrolment proposal, with the way to answer it', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer({ title: 'Oferta con propuesta del servicio' });
    inbox.mails.length = 0;
    const proposed = await staff('proponeCandidato', { idOferta: offer.id, idAlumno: candidate.userId });
    expect(proposed.body.status, JSON.stringify(proposed.body)).toBe(0);
    const notices = (await t.call('GET', '/api/Alumno/dameNotificaciones', { token: candidate.token })).body.datos.notificaciones;
    expect(notices[0]).toMatchObject({ tipo: 'proposal.new', urlAcceso: '/mis-candidaturas' });
    const [mail] = mailsTo([candidate.email]).filter((m) => m.includes('Oferta con propuesta del servicio'));
    expect(mail).toContain('/mis-candidaturas');
  });

  it('mails the company the new state of its collaboration agreement, with the remarks', async () => {
    const agreement = await t.db.selectFrom('agreements').select(['id', 'company_id']).where('state', '=', 'generado').where('institution_id', '=', 'generic').orderBy('id').executeTakeFirstOrThrow();
    const contacts = (
      await t.db.selectFrom('company_contacts as cc').innerJoin('users as u', 'u.id', 'cc.user_id').select('u.email').where('cc.company_id', '=', agreement.company_id).execute()
    ).map((c) => c.email);
    inbox.mails.length = 0;
    expect((await staff('cambiaEstadoConvenio', { idConvenio: agreement.id, estado: 'firmadoEmpresa', observaciones: 'Recibido firmado por correo' })).body.status).toBe(0);
    const mails = mailsTo(contacts);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]).toContain('Recibido firmado por correo');
  });

  it('mails the company when the service puts an internship document in its file, with the link to its documents', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
    inbox.mails.length = 0;
    const uploaded = await staff('subeDocumentoPracticasGestor', { idEmpresa: companyId, nombre: 'Anexo de prácticas 2027', tipo: 'anexo', fichero: { ficheroB64ParaAltas: pdf, extension_adjunto: 'pdf' } });
    expect(uploaded.body.status, JSON.stringify(uploaded.body)).toBe(0);
    expect(await noticesOfCompany('internship-document.state')).toEqual([expect.objectContaining({ link: '/documentacion' })]);
    const mails = mailsTo(companyEmails).filter((m) => m.includes('Anexo de prácticas 2027'));
    expect(mails).toHaveLength(companyEmails.length);
    expect(mails[0]).toContain('/documentacion');
  });

  it('mails the company three days before its offer stops taking candidates, once', async () => {
    const soon = await f.offer({ title: 'Oferta que caduca en dos días', expires_on: addDays(serviceDay(t.clock.now()), 2) });
    inbox.mails.length = 0;
    await remindExpiringOffers(t.db, queue, t.config, t.clock.now());
    await delivered();
    await remindExpiringOffers(t.db, queue, t.config, t.clock.now());
    await delivered();
    const mails = mailsTo(companyEmails).filter((m) => m.includes('Oferta que caduca en dos días'));
    expect(mails).toHaveLength(companyEmails.length);
    expect(mails[0]).toContain(`/mis-ofertas/${soon.id}`);
  });

  it('tells a company its account is validated in the portal, and by the account mail with a way in', async () => {
    const requested = await t.call('POST', '/api/Empresa/guardarUsuarioEmpresa', { body: { ...validRequest, cif: 'G1234567D', email: 'validada@nova.example' } });
    expect(requested.body.status).toBe(503);
    const id = requested.body.datos.idEmpresa as number;
    inbox.mails.length = 0;
    expect((await staff('validaEmpresa', { idEmpresa: id })).body.status).toBe(0);
    const notice = await t.db.selectFrom('notifications').select(['link']).where('kind', '=', 'company.validated').where('company_id', '=', id).execute();
    expect(notice.length).toBeGreaterThan(0);
    expect(mailsTo(['validada@nova.example']).length).toBeGreaterThan(0);
  });

  it('mails the refusal of an account request to the company that asked, with the reason', async () => {
    const requested = await t.call('POST', '/api/Empresa/guardarUsuarioEmpresa', { body: { ...validRequest, cif: 'A58818501', email: 'rechazada@nova.example' } });
    expect(requested.body.status).toBe(503);
    inbox.mails.length = 0;
    expect((await staff('rechazaEmpresa', { idEmpresa: requested.body.datos.idEmpresa, motivo: 'El CIF no corresponde a la empresa' })).body.status).toBe(0);
    const [mail] = mailsTo(['rechazada@nova.example']);
    expect(mail).toContain('El CIF no corresponde a la empresa');
  });

  it('gathers applicants, withdrawals, account requests and offers sent for validation into the daily summary mail', async () => {
    const candidate = await f.candidate();
    const offer = await f.offer({ title: 'Oferta con inscritos del día' });
    const left = await f.offer({ title: 'Oferta de la que se retira' });
    await t.call('POST', '/api/Alumno/inscribirse', { token: candidate.token, body: { urlOferta: offer.url } });
    await t.call('POST', '/api/Alumno/inscribirse', { token: candidate.token, body: { urlOferta: left.url } });
    await t.call('POST', '/api/Alumno/desinscribirse', { token: candidate.token, body: { urlOferta: left.url } });
    const companyToken = await t.login('Empresa', companyEmails.find((e) => e.startsWith('empresa@')) ?? companyEmails[0]!, { idEmpresa: companyId });
    const form = await validOfferForm(rowsOf(t.db), 'generic', 1, 'Oferta enviada hoy al servicio');
    expect((await t.call('POST', '/api/Empresa/addOferta', { token: companyToken, body: form })).body.status).toBe(506);
    const requested = await t.call('POST', '/api/Empresa/guardarUsuarioEmpresa', { body: { ...validRequest, cif: 'B12345674', email: 'resumen@nova.example', nombreComercial: 'Empresa del resumen' } });
    expect(requested.body.status).toBe(503);
    inbox.mails.length = 0;
    expect(await sendDigests(t.db, queue, t.config, t.clock.now())).toBeGreaterThan(0);
    await delivered();
    expect(mailsTo(companyEmails).some((m) => m.includes('Oferta con inscritos del día') && m.includes('Oferta de la que se retira') && m.includes('/baja-resumen?t='))).toBe(true);
    const staffEmails = (await t.db.selectFrom('users').select('email').where('role', '=', 'Gestor').where('institution_id', '=', 'generic').execute()).map((u) => u.email);
    expect(mailsTo(staffEmails).some((m) => m.includes('Empresa del resumen') && m.includes('Oferta enviada hoy al servicio'))).toBe(true);
  });
});
