/** The candidate's home page: communications, events, guides. */
import { homeRoutes } from './home.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const homeModule = defineModule({ name: 'home', routes: (app, deps) => homeRoutes(app, deps) });
export { guideFilePath } from './home.presenter.ts';
export { toEventCard } from './home.presenter.ts';
