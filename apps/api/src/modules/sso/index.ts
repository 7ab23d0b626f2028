/**
 * Single sign-on with OpenID Connect, per institution (docs/decisions.md, "Single sign-on"). Other modules use
 * `startSignOn` (with the survey it comes back to) and `verifyIntegratedLogin` to check an integrated-login answer
 * (the surveys' integrated access).
 */
import { defineModule } from '../../lib/api-module.ts';
import { ssoRoutes } from './sso.routes.ts';
export { verifyIntegratedLogin, startSignOn, DEMO_ISSUER, type SsoDeps, type VerifiedPerson, type SignOnSurvey } from './sso.service.ts';
export { ssoDepsOf, signOnRedirectUri } from './sso.routes.ts';
export { startDemoIdentityProvider, demoIssuer, DEMO_ACCOUNT, DEMO_CLIENT, DEMO_GRADUATE_DNI } from './demo-provider.ts';

export const ssoModule = defineModule({ name: 'sso', routes: (app, deps) => ssoRoutes(app, deps) });
