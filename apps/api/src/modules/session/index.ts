/** Sign-in, tokens and passwords. The app builds the session service once; other modules get it in their deps. */
import { sessionRoutes } from './session.routes.ts';
export { createSessionService, type LoginResult, type SessionService } from './session.service.ts';
export { createTokenService, type SessionClaims } from './tokens.ts';
import { defineModule } from '../../lib/api-module.ts';

export const sessionModule = defineModule({ name: 'session', routes: (app, deps) => sessionRoutes(app, deps.session, deps.config) });
