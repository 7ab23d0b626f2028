import type { FastifyInstance } from 'fastify';
import { Status, authCalls as calls, type Role } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import type { AppConfig } from '../../config.ts';
import type { AuthService } from './auth.service.ts';
import { deviceOf, keepDevice } from './device-cookie.ts';

export function authRoutes(app: FastifyInstance, service: AuthService, config: AppConfig): void {
  // Right credentials (a token, or the list of companies to choose from) make the browser a known device.
  const loginAs = (role: Role) => (call: typeof calls.loginCandidate) =>
    registerCall(app, call, async ({ request, reply, body }) => {
      const device = deviceOf(request);
      const result = await service.login({ ...body, role, institution: request.institution, ip: request.ip, device, language: requestLanguage(request) });
      keepDevice(reply, device, config.production);
      return result;
    });
  loginAs('Alumno')(calls.loginCandidate);
  loginAs('Empresa')(calls.loginCompany);
  loginAs('Gestor')(calls.loginStaff);

  registerCall(app, calls.companiesOfUser, async ({ request, reply, body }) => {
    const device = deviceOf(request);
    const result = await service.companiesOfUser({ ...body, role: 'Empresa', institution: request.institution, ip: request.ip, device, language: requestLanguage(request) });
    keepDevice(reply, device, config.production);
    return result;
  });

  for (const call of [calls.rgpdTextCandidate, calls.rgpdTextCompany]) {
    registerCall(app, call, ({ request }) => service.rgpdText(request.institution.id, requestLanguage(request)));
  }
  for (const call of [calls.rgpdAcceptCandidate, calls.rgpdAcceptCompany]) {
    registerCall(app, call, ({ session }) => service.acceptRgpd(session));
  }
  for (const call of [calls.languageCandidate, calls.languageCompany, calls.languageStaff]) {
    registerCall(app, call, ({ session, body }) => service.setLanguage(session, body.idIdioma));
  }
  for (const call of [calls.accountCandidate, calls.accountCompany, calls.accountStaff]) {
    registerCall(app, call, ({ session }) => service.account(session));
  }
  for (const call of [calls.changePasswordCandidate, calls.changePasswordCompany, calls.changePasswordStaff]) {
    registerCall(app, call, async ({ session, body }) => {
      return new Notice(Status.PasswordChanged, await service.changePassword(session, body.passwordActual, body.password));
    });
  }
  for (const call of [calls.logoutCandidate, calls.logoutCompany, calls.logoutStaff]) {
    registerCall(app, call, ({ session }) => service.logout(session));
  }

  const resetRequest = (role: 'Alumno' | 'Empresa') => (call: typeof calls.resetRequestCandidate) =>
    registerCall(app, call, async ({ request, body }) => {
      await service.requestReset({
        ...body,
        role,
        institution: request.institution,
        ip: request.ip,
        origin: publicOrigin(request, config),
        language: requestLanguage(request),
      });
      return new Notice(Status.RecoveryLinkSent, {});
    });
  resetRequest('Alumno')(calls.resetRequestCandidate);
  resetRequest('Empresa')(calls.resetRequestCompany);

  const reset = (call: typeof calls.resetCandidate, purpose: 'reset' | 'set', role: Role) =>
    registerCall(app, call, async ({ request, reply, body }) => {
      const device = deviceOf(request);
      await service.resetPassword({ token: body.token, password: body.password, purpose, role, ip: request.ip, device });
      keepDevice(reply, device, config.production);
      return new Notice(purpose === 'set' ? Status.PasswordSet : Status.PasswordReset, {});
    });
  reset(calls.resetCandidate, 'reset', 'Alumno');
  reset(calls.resetCompany, 'reset', 'Empresa');
  reset(calls.setPasswordCompany, 'set', 'Empresa');
}
