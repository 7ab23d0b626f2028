/** The failures the web reports (spec 2 §7.11), counted per day and kind, and the back office's view of them. */
import { defineModule } from '../../lib/api-module.ts';
import { clientErrorsRoutes } from './client-errors.routes.ts';

export const clientErrorsModule = defineModule({ name: 'client-errors', routes: (app, deps) => clientErrorsRoutes(app, deps) });
export { blankIds } from './client-errors.service.ts';
