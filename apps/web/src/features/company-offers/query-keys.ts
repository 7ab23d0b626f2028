import type { Language } from '@portal/shared';

/** The company's offers; a save or an action refreshes everything under `all` (and the home, `homeKeys.all`). */
export const companyOffersQueryKeys = {
  all: ['company-offers'] as const,
  list: (filters: Record<string, unknown>) => ['company-offers', 'list', filters] as const,
  editable: (id: number) => ['company-offers', 'editable', id] as const,
  preview: (id: number, language: Language) => ['company-offers', 'preview', id, language] as const,
};
