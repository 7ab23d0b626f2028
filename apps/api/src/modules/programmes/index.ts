/** The active internship programmes: the list and detail every signed-in role reads, and a company's adhesion. */
import { defineModule } from '../../lib/api-module.ts';
import { programmesRoutes } from './programmes.routes.ts';

export const programmesModule = defineModule({ name: 'programmes', routes: (app, deps) => programmesRoutes(app, deps) });

/** What the back office's programmes read of it. */
export { isOpen, programmeTitle } from './programmes.presenter.ts';
