/** Sign-in, tokens and passwords. The app builds the auth service once; other modules get it in their deps. */
import { authRoutes } from './auth.routes.ts';
export { createAuthService, type LoginResult, type AuthService } from './auth.service.ts';
export { createTokenService, type SessionClaims } from './tokens.ts';
export { deviceOf, keepDevice } from './device-cookie.ts';
import { defineModule } from '../../lib/api-module.ts';

export const authModule = defineModule({ name: 'auth', routes: (app, deps) => authRoutes(app, deps.auth, deps.config) });
