import type { Language } from '@portal/shared';
import { homeKeys } from '@/lib/query-keys';

/** Under the home's prefix: an enrolment refreshes the home's upcoming events with the events pages. */
export const eventsQueryKeys = {
  all: [...homeKeys.all, 'events'] as const,
  list: (language: Language) => [...homeKeys.all, 'events', 'list', language] as const,
  detail: (id: number, language: Language) => [...homeKeys.all, 'events', 'detail', id, language] as const,
  publicDetail: (id: number, language: Language) => [...homeKeys.all, 'events', 'public', id, language] as const,
};
