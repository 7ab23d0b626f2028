import type { z } from 'zod';
import type { NotLoggedReason } from './change-log.ts';

export const ROLES = ['Alumno', 'Empresa', 'Gestor'] as const;
export type Role = (typeof ROLES)[number];

export type HttpMethod = 'GET' | 'POST';

/**
 * What the change log (the back office's `dameRegistroAuditoria`) keeps of a write call: `'logged'`, its service
 * writes a line for each change in the call's unit of work (`recordAudit` of the API's staff-audit module), or
 * `{ exempt: why }`, a reason named in `NOT_LOGGED` (change-log.ts). Every write call (a POST without `readOnly`) says one, read calls none:
 * apps/api/src/modules/staff-audit/every-write-logged.test.ts walks the routes the app registers and holds it.
 */
export type ChangeLog = 'logged' | { exempt: NotLoggedReason };

/** Who may make a call: the roles of a token, or anyone ('public', no token). */
export type CallRoles = readonly Role[] | 'public';

/**
 * One call of the public contract. `name` is the spec's Spanish call name (what `grep` finds),
 * `path` the exact path with `:param` segments, `roles` who may call it ('public' needs no token).
 * `datos` describes the success payload; the envelope around it is the same for every call.
 */
export interface CallDefinition<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TDatos extends z.ZodType = z.ZodType,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  /** Kept as written (`'public'` or the role list), so the API types a handler's caller from it. */
  TRoles extends CallRoles = CallRoles,
> {
  name: string;
  method: HttpMethod;
  path: string;
  roles: TRoles;
  summary: string;
  body?: TBody;
  params?: TParams;
  /** Query-string options of a GET (strings on the wire: use coercing schemas). */
  query?: TQuery;
  datos: TDatos;
  /**
   * A POST that only reads (lists with filters in the body): it runs without a transaction. Every other POST is
   * a write call and runs in one transaction.
   */
  readOnly?: boolean;
  /** Required of a write call (see `ChangeLog`). */
  changeLog?: ChangeLog;
  /** Calls that a token still waiting for the data-protection acceptance may make. */
  allowedBeforeRgpd?: boolean;
}

/**
 * Declares a call. A public call keeps `'public'` in its type and any other call `readonly Role[]`, so the API can
 * give a handler an actor exactly when the call has one, and calls of different roles still share one type.
 */
export function defineCall<
  TBody extends z.ZodType | undefined = undefined,
  TDatos extends z.ZodType = z.ZodType,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
>(call: CallDefinition<TBody, TDatos, TParams, TQuery, 'public'>): CallDefinition<TBody, TDatos, TParams, TQuery, 'public'>;
export function defineCall<
  TBody extends z.ZodType | undefined = undefined,
  TDatos extends z.ZodType = z.ZodType,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
>(call: CallDefinition<TBody, TDatos, TParams, TQuery, readonly Role[]>): CallDefinition<TBody, TDatos, TParams, TQuery, readonly Role[]>;
export function defineCall(call: CallDefinition): CallDefinition {
  return call;
}

export type BodyOf<C> = C extends CallDefinition<infer B, z.ZodType, z.ZodType | undefined> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type DatosOf<C> = C extends CallDefinition<z.ZodType | undefined, infer D, z.ZodType | undefined> ? z.output<D> : never;

/** Fills `:param` segments of a call path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
