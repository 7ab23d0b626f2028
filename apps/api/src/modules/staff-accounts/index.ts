/** The staff accounts of the institution: the list and the creation of a staff member. */
import { defineModule } from '../../lib/api-module.ts';
import { staffAccountsRoutes } from './staff-accounts.routes.ts';

export const staffAccountsModule = defineModule({ name: 'staff-accounts', routes: (app) => staffAccountsRoutes(app) });
