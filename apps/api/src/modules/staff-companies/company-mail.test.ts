import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { companyIdByEmail, staffToken } from '../staff/staff.testing.ts';
import { companyDecisionMail } from './company-mail.ts';

// Issue 22, point 10: "you can sign in now" used to carry no way to do it, and addressed the company as "usted".
let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

describe("the mail of a company's validation", () => {
  it('links to the company sign-in of the portal the decision was taken on', async () => {
    t.sentMail.length = 0;
    const id = await companyIdByEmail(t, 'pendiente@example.org');
    const res = await t.call('POST', '/api/Gestor/validaEmpresa', { token: staff, body: { idEmpresa: id } });
    expect(res.body.status).toBe(0);
    const mail = t.sentMail.find((m) => m.to === 'pendiente@example.org' && /validad/i.test(m.subject));
    expect(mail?.text).toMatch(/Ya puedes iniciar sesión y publicar ofertas:\s+https?:\/\/[^\s]+\/login\/empresas/);
    expect(mail?.html).toContain('/login/empresas');
  });

  it('speaks to the contact as "tú" in Spanish, in every language a link', () => {
    for (const language of ['es', 'ca', 'en']) {
      const mail = companyDecisionMail('a@example.org', language, 'unblocked', 'Nova', undefined, 'https://portal.example');
      expect(mail.text).toContain('https://portal.example/login/empresas');
    }
    expect(companyDecisionMail('a@example.org', 'es', 'validated', 'Nova').text).not.toContain('Ya puede ');
  });
});
