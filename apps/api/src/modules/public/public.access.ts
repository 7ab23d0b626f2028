import { pub, infra, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the routes of liveness, readiness and the brand; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // Outside the contract: liveness and readiness answer anyone, with no envelope.
  'GET /health': infra(),
  'GET /ready': infra(),
  // The brand and the maintenance switch, for every visitor.
  'GET /api/Publico/configuracion': pub(),
};
