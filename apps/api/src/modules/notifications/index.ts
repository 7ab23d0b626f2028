/** Notifications: the bell and its panel for every role, the events other features record, and their mails. */
import { defineModule } from '../../lib/api-module.ts';
import { notificationsRoutes } from './notifications.routes.ts';

export const notificationsModule = defineModule({ name: 'notifications', routes: (app, deps) => notificationsRoutes(app, deps) });
export { notify, notifyEach, withdrawHeldNotice, type NotifyContext, type NotificationEvent, type ReaderNotice } from './notifications.service.ts';
export type { NotificationParams } from './notification-texts.ts';
export { effectsOf, type CallEffects } from './call-effects.ts';
