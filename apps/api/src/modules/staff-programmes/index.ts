/** The back office's internship programmes: create, edit, open or close them, and decide the companies' requests. */
import { defineModule } from '../../lib/api-module.ts';
import { staffProgrammesRoutes } from './staff-programmes.routes.ts';

export const staffProgrammesModule = defineModule({ name: 'staff-programmes', routes: (app, deps) => staffProgrammesRoutes(app, deps) });
