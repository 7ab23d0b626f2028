import type { FastifyInstance } from 'fastify';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineCall, type CallDefinition, type Role } from '@portal/shared';
import type { SessionClaims } from '../modules/auth/tokens.ts';
import { registerCall, type CallContext } from './contract-route.ts';
import type { Actor } from './request-context.ts';

/*
 * The caller a handler may read follows the call's roles. These are type checks: `npm run typecheck` fails if a
 * public handler is given an actor to read, or a handler for roles one that might be missing.
 */
const publicCall = defineCall({ name: 'prueba', method: 'GET', path: '/api/Publico/prueba', roles: 'public', summary: 'a test', datos: z.null() });
const candidateCall = defineCall({ name: 'prueba', method: 'GET', path: '/api/Alumno/prueba', roles: ['Alumno'], summary: 'a test', datos: z.null() });

describe("a call's context", () => {
  it('has no actor and no session on a public call', () => {
    expectTypeOf(publicCall).toEqualTypeOf<CallDefinition<undefined, z.ZodNull, undefined, undefined, 'public'>>();
    expectTypeOf<CallContext<undefined, undefined, undefined, 'public'>['actor']>().toEqualTypeOf<undefined>();
    expectTypeOf<CallContext<undefined, undefined, undefined, 'public'>['session']>().toEqualTypeOf<undefined>();
    const register = (app: FastifyInstance) =>
      registerCall(app, publicCall, async ({ actor }) => {
        expectTypeOf(actor).toEqualTypeOf<undefined>();
        return null;
      });
    expectTypeOf(register).toBeFunction();
  });

  it('always has the actor and the session on a call for roles', () => {
    expectTypeOf(candidateCall).toEqualTypeOf<CallDefinition<undefined, z.ZodNull, undefined, undefined, readonly Role[]>>();
    expectTypeOf<CallContext<undefined, undefined, undefined, readonly Role[]>['actor']>().toEqualTypeOf<Actor>();
    expectTypeOf<CallContext<undefined, undefined, undefined, readonly Role[]>['session']>().toEqualTypeOf<SessionClaims>();
    const register = (app: FastifyInstance) =>
      registerCall(app, candidateCall, async ({ actor }) => {
        expectTypeOf(actor).toEqualTypeOf<Actor>();
        return null;
      });
    expectTypeOf(register).toBeFunction();
  });
});
