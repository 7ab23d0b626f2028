import type { CallEffects } from '../notifications/index.ts';

/** What a staff service may do beyond the database: mails and notifications, on the call's transaction. */
export type StaffEffects = CallEffects;
