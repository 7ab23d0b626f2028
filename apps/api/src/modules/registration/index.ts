/** Candidate sign-up and deregistration (with the erasure of deregistered accounts). */
import { registrationRoutes } from './registration.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const registrationModule = defineModule({ name: 'registration', routes: (app, deps) => registrationRoutes(app, deps) });
export { eraseAccount, ERASED_NAME } from './erasure.ts';
export { ERASURE_GRACE_DAYS, clearDeletionRequest, withdrawnMail } from './deregistration.service.ts';
