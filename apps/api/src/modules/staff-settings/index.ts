/** The institution's settings: maintenance, flags and optional fields. */
import { defineModule } from '../../lib/api-module.ts';
import { staffSettingsRoutes } from './staff-settings.routes.ts';

export const staffSettingsModule = defineModule({ name: 'staff-settings', routes: (app, deps) => staffSettingsRoutes(app, { isInMaintenance: deps.isInMaintenance }) });
export { saveSetting } from './staff-settings.repository.ts';
