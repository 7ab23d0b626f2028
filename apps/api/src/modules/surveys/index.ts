/** Surveys: the pending lists, the access page, answering (signed in or anonymous) and the back office's area. */
import { defineModule } from '../../lib/api-module.ts';
import { surveysRoutes } from './surveys.routes.ts';

export const surveysModule = defineModule({ name: 'surveys', routes: (app, deps) => surveysRoutes(app, deps) });
export { openSurveySessionForUser, mandatorySurveyOf } from './surveys.service.ts';
