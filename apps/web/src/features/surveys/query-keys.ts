import type { Language } from '@portal/shared';
import { homeKeys, staffKeys } from '@/lib/query-keys';

/** The pending lists under the home's prefix (an answer refreshes the homes' sections); the back office's under the staff prefix. */
export const surveysQueryKeys = {
  access: (key: string, language: Language) => [...homeKeys.all, 'surveys', 'access', key, language] as const,
  staffList: (language: Language) => [...staffKeys.all, 'surveys', 'list', language] as const,
  staffDetail: (id: number) => [...staffKeys.all, 'surveys', 'detail', id] as const,
  staffResults: (id: number, language: Language) => [...staffKeys.all, 'surveys', 'results', id, language] as const,
};
