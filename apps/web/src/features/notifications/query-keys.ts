import type { Language, Role } from '@portal/shared';

/** The reader's notifications (the bell's newest page, polled) and preferences. */
export const notificationKeys = {
  all: ['notifications'] as const,
  newest: (role: Role, language: Language) => ['notifications', 'newest', role, language] as const,
  older: (role: Role, language: Language, before: number) => ['notifications', 'older', role, language, before] as const,
  preferences: (role: Role) => ['notifications', 'preferences', role] as const,
};
