/** The institution's candidates: search, CV, files, validation, blocking and erasure. */
import { defineModule } from '../../lib/api-module.ts';
import { staffCandidatesRoutes } from './staff-candidates.routes.ts';

export const staffCandidatesModule = defineModule({ name: 'staff-candidates', routes: (app, deps) => staffCandidatesRoutes(app, { now: deps.now }) });
