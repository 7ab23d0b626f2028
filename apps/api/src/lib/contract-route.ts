import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Status, type CallDefinition, type CallRoles, type StatusCode } from '@portal/shared';
import { AppError } from './app-error.ts';
import type { SessionClaims } from '../modules/auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { requestLanguage } from './request-language.ts';
import { UnitOfWork, requireActor, type Actor, type DbHandle, type Visitor } from './request-context.ts';
import type { CallRouteConfig } from './route-registry.ts';
import type { QueuedMail } from '../mail/outbox.ts';

/** A success answer that also carries a notice code (501-538) or a server message. */
export class Notice<T = unknown> {
  constructor(
    readonly status: StatusCode,
    readonly datos?: T,
    readonly mensaje?: string,
  ) {}
}

/**
 * The caller of a call, typed by the call's roles: a public call has no token, so its handler has no actor to
 * read (`undefined`); a call for roles always has one, authenticated before the handler runs.
 */
export type ActorFor<TRoles extends CallRoles> = TRoles extends 'public' ? undefined : Actor;
export type SessionFor<TRoles extends CallRoles> = TRoles extends 'public' ? undefined : SessionClaims;

export interface CallContext<TBody, TParams, TQuery = unknown, TRoles extends CallRoles = CallRoles> {
  /** Institution, brand and language of the call: every call has one. */
  visitor: Visitor;
  /** The signed-in caller of a call for roles; none on a public call. */
  actor: ActorFor<TRoles>;
  /**
   * The database handle of this call: the root database for reads; for a write call (POST not marked
   * `readOnly`), the call's transaction, committed when the handler returns and rolled back when it throws.
   */
  db(): Promise<DbHandle>;
  /** Runs once the call's transaction is committed; never for a failed call. Mail goes through `mail`, not here. */
  afterCommit(hook: () => Promise<void> | void): void;
  /**
   * Queues mails in the call's transaction (the outbox): they are sent once it commits, by a worker that retries,
   * so a crash or an SMTP outage loses none; a failed call sends none.
   */
  mail(mails: QueuedMail | readonly QueuedMail[]): Promise<void>;
  request: FastifyRequest;
  reply: FastifyReply;
  body: TBody;
  params: TParams;
  /** The query string, validated and coerced by the call's `query` schema (like a body) when it declares one. */
  query: TQuery;
  /** The token's claims of a call for roles; none on a public call. Prefer `actor`. */
  session: SessionFor<TRoles>;
}

type Out<T extends z.ZodType | undefined> = T extends z.ZodType ? z.output<T> : undefined;

declare module 'fastify' {
  interface FastifyInstance {
    callDb: Db;
    /** Queues mails on a handle (the outbox) and wakes the worker; set by the app. */
    mailQueue: { queue(db: DbHandle, mails: QueuedMail | readonly QueuedMail[]): Promise<number>; nudge(): void };
    authenticate(request: FastifyRequest, call: CallDefinition): Promise<SessionClaims>;
  }
  interface FastifyRequest {
    session?: SessionClaims;
  }
}

/** The database every call's unit of work starts from; set once by the app, before routes are registered. */
export function setCallDatabase(app: FastifyInstance, db: Db): void {
  app.decorate('callDb', db);
}

/** Who calls, as far as the host name and language tell: built once per call, the same for envelope and file calls. */
export function visitorOf(request: FastifyRequest): Visitor {
  return { institutionId: request.institution.id, brand: request.institution.brand, language: requestLanguage(request) };
}

export function actorOf(session: SessionClaims | undefined, visitor: Visitor): Actor | undefined {
  if (!session) return undefined;
  return { ...visitor, userId: session.userId, role: session.role, companyId: session.companyId };
}

/**
 * The caller as the call's roles say it is. The check is made here, at run time, once: a call for roles reaches
 * its handler only after `onRequest` has authenticated it, so a missing session there is a broken route, not a
 * visitor without a token.
 */
function callerOf<TRoles extends CallRoles>(
  call: CallDefinition<z.ZodType | undefined, z.ZodType, z.ZodType | undefined, z.ZodType | undefined, TRoles>,
  session: SessionClaims | undefined,
  visitor: Visitor,
): { actor: ActorFor<TRoles>; session: SessionFor<TRoles> } {
  // TypeScript does not narrow a type parameter by a value's check; the two branches are the two types.
  type Caller = { actor: ActorFor<TRoles>; session: SessionFor<TRoles> };
  if (call.roles === 'public') return { actor: undefined, session: undefined } as Caller;
  return { actor: requireActor(actorOf(session, visitor)), session } as Caller;
}

/**
 * Registers one call of the contract: path, method and schemas come from the shared definition, the role check
 * and the data-protection gate are applied here, and the handler's result is wrapped in the envelope.
 */
export function registerCall<
  TBody extends z.ZodType | undefined,
  TDatos extends z.ZodType,
  TParams extends z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TRoles extends CallRoles = CallRoles,
>(
  app: FastifyInstance,
  call: CallDefinition<TBody, TDatos, TParams, TQuery, TRoles>,
  handler: (ctx: CallContext<Out<TBody>, Out<TParams>, Out<TQuery>, TRoles>) => Promise<z.input<TDatos> | Notice<z.input<TDatos>>>,
): void {
  const tag = call.path.split('/')[2] ?? 'api';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { call } satisfies CallRouteConfig,
    schema: {
      summary: `${call.name}: ${call.summary}`,
      tags: [tag],
      ...(call.body ? { body: call.body } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.roles === 'public' ? {} : { security: [{ bearer: [] }] }),
      response: {
        200: z.object({ status: z.number(), datos: call.datos.optional(), mensaje: z.string().optional() }),
        default: z.object({ status: z.number(), datos: z.unknown().optional(), mensaje: z.string().optional() }),
      },
    },
    // Authentication runs before the body is parsed or validated: a caller without the right token learns
    // nothing about the payload a call expects, and spends no parsing time.
    onRequest: async (request) => {
      if (call.roles !== 'public') request.session = await app.authenticate(request, call);
    },
    handler: async (request, reply) => {
      const visitor = visitorOf(request);
      const { actor, session } = callerOf(call, request.session, visitor);
      const work = new UnitOfWork(app.callDb, call.method === 'POST' && !call.readOnly);
      let result: Awaited<ReturnType<typeof handler>>;
      try {
        result = await handler({
          visitor,
          actor,
          db: () => work.db(),
          afterCommit: (hook) => work.afterCommit(hook),
          mail: async (mails) => {
            if ((await app.mailQueue.queue(await work.db(), mails)) > 0) work.afterCommit(app.mailQueue.nudge);
          },
          request,
          reply,
          body: request.body as Out<TBody>,
          params: request.params as Out<TParams>,
          query: request.query as Out<TQuery>,
          session,
        });
      } catch (error) {
        await work.rollback();
        throw error;
      }
      await work.commit(request.log);
      if (result instanceof Notice) {
        return { status: result.status, datos: result.datos, mensaje: result.mensaje };
      }
      return { status: Status.Ok, datos: result };
    },
  });
}

export function forbidden(): never {
  throw new AppError(Status.Forbidden);
}
