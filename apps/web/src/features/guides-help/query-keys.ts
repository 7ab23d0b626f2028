import type { InfoPageName, Language } from '@portal/shared';

/** The guides under the same first word as the home's guides ('guides'), so one refresh reaches both. */
export const guidesHelpQueryKeys = {
  guides: (language: Language) => ['guides', 'all', language] as const,
  infoPage: (page: InfoPageName, language: Language) => ['info-pages', page, language] as const,
};
