/** Guides and help: the service's information pages (career guidance, help) in three languages, draft or published. */
import { defineModule } from '../../lib/api-module.ts';
import { guidesHelpRoutes } from './guides-help.routes.ts';

export const guidesHelpModule = defineModule({ name: 'guides-help', routes: (app, deps) => guidesHelpRoutes(app, deps) });
