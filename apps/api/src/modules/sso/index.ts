/**
 * Single sign-on with OpenID Connect, per institution (docs/decisions.md, "Single sign-on"). Other modules use
 * `verifyIntegratedLogin` to check an integrated-login answer (the surveys' integrated access).
 */
import { defineModule } from '../../lib/api-module.ts';
import { ssoRoutes } from './sso.routes.ts';
export { verifyIntegratedLogin, DEMO_ISSUER, type SsoDeps, type VerifiedPerson } from './sso.service.ts';
export { startDemoIdentityProvider, demoIssuer, DEMO_ACCOUNT, DEMO_CLIENT, DEMO_GRADUATE_DNI } from './demo-provider.ts';

export const ssoModule = defineModule({ name: 'sso', routes: (app, deps) => ssoRoutes(app, deps) });
