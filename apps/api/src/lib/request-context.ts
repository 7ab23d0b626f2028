import type { FastifyBaseLogger } from 'fastify';
import type { ControlledTransaction, Kysely } from 'kysely';
import { Status, type BrandConfig, type BrandId, type Language, type Role } from '@portal/shared';
import type { Database } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { watchReferenceEdits } from './reference-version.ts';

/**
 * The handle a repository runs its queries on: the root database for reads, the call's transaction for writes.
 * Repositories take it as their first argument and never open transactions of their own.
 */
export type DbHandle = Kysely<Database>;

/** Who is calling, as far as the host name tells: every call has one, signed in or not. */
export interface Visitor {
  institutionId: BrandId;
  brand: BrandConfig;
  language: Language;
}

/** A signed-in caller: the visitor plus the user of the token. */
export interface Actor extends Visitor {
  userId: number;
  role: Role;
  /** The company a contact acts for (role Empresa). */
  companyId?: number;
}

type AfterCommit = () => Promise<void> | void;

/**
 * One unit of work per call. A read call queries the root database. A write call's first use of `db` opens a
 * transaction that the route layer commits when the handler returns and rolls back when it throws, so a rule
 * checked and a row written in the same call cannot be split by another request, and nothing is half-written.
 * Side effects that must not happen for a rolled-back call (mail, notifications) go in `afterCommit`.
 */
export class UnitOfWork {
  private trx?: ControlledTransaction<Database>;
  private opening?: Promise<ControlledTransaction<Database>>;
  private readonly hooks: AfterCommit[] = [];

  constructor(
    private readonly root: DbHandle,
    readonly write: boolean,
  ) {}

  /** The handle for this call. On a write call, the transaction (opened on first use). */
  async db(): Promise<DbHandle> {
    if (!this.write) return this.root;
    if (this.trx) return this.trx;
    this.opening ??= this.root.startTransaction().execute().then(watchReferenceEdits);
    this.trx = await this.opening;
    return this.trx;
  }

  afterCommit(hook: AfterCommit): void {
    this.hooks.push(hook);
  }

  async commit(log: FastifyBaseLogger): Promise<void> {
    const trx = await this.opening;
    if (trx) await trx.commit().execute();
    for (const hook of this.hooks) {
      // The data is already committed: a failed side effect is logged, never turned into a failed call.
      try {
        await hook();
      } catch (error) {
        log.error({ err: error }, 'after-commit side effect failed');
      }
    }
  }

  async rollback(): Promise<void> {
    const trx = await this.opening?.catch(() => undefined);
    if (trx) await trx.rollback().execute();
  }
}

/** The signed-in actor of a call that requires one; a public call that asks for it is a programming error. */
export function requireActor(actor: Actor | undefined): Actor {
  if (!actor) throw new AppError(Status.SessionExpired);
  return actor;
}
