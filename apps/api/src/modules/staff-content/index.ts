/** The portal's content: communications, data-protection text, events, guides, programmes, rejection reasons. */
import { defineModule } from '../../lib/api-module.ts';
import { staffContentRoutes } from './staff-content.routes.ts';

export const staffContentModule = defineModule({ name: 'staff-content', routes: (app, deps) => staffContentRoutes(app, deps) });
