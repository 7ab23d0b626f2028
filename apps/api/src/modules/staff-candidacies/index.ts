/** Every candidacy of an offer, the service's proposal of a candidate, state moves by the service. */
import { defineModule } from '../../lib/api-module.ts';
import { staffCandidaciesRoutes } from './staff-candidacies.routes.ts';

export const staffCandidaciesModule = defineModule({ name: 'staff-candidacies', routes: (app, deps) => staffCandidaciesRoutes(app, deps) });
