/** The events pages: an event's record (signed in or public), the candidate's enrolment and its calendar file. */
import { defineModule } from '../../lib/api-module.ts';
import { eventsRoutes } from './events.routes.ts';

export const eventsModule = defineModule({ name: 'events', routes: (app, deps) => eventsRoutes(app, deps) });
