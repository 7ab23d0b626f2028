import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { DatabaseOutage } from './database-outage.ts';
import type { GodModePasses } from './god-mode-pass.ts';

/** What the app hands every module when it registers its calls. Calls get their database handle from the context. */
export interface ModuleDeps {
  config: AppConfig;
  now: () => Date;
  /**
   * The mail outbox: `queue` writes mails on the caller's handle (its transaction), `nudge` wakes the worker. No
   * module sends mail itself: everything goes through the outbox (docs/decisions.md, "Mail that cannot be lost").
   */
  mail: FastifyInstance['mailQueue'];
  auth: AuthService;
  /** The root database, for the modules not yet on the call's handle and for background work (erasure runs). */
  db: Db;
  /** Whether an institution is in maintenance (code 609): the public configuration tells the web. */
  isInMaintenance: (institutionId: string) => boolean;
  /** God-mode passes: staff create them, /gma2019 checks them, the maintenance hook lets their calls through. */
  godModePasses: GodModePasses;
  /** Whether the database is reachable: /ready reports it. */
  outage: DatabaseOutage;
}

/** A feature of the API: its folder's index.ts exports one, and modules/index.ts lists it. */
export interface ApiModule {
  name: string;
  routes(app: FastifyInstance, deps: ModuleDeps): void;
}

export const defineModule = (module: ApiModule): ApiModule => module;
