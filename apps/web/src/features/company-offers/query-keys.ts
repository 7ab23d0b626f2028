import type { Language } from '@portal/shared';
import { companyOffersKeys } from '@/lib/query-keys';

/** The company's offers; a save or an action refreshes everything under `all` (and the home, `homeKeys.all`). */
export const companyOffersQueryKeys = {
  all: companyOffersKeys.all,
  lists: [...companyOffersKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown>) => [...companyOffersKeys.all, 'list', filters] as const,
  editable: (id: number) => [...companyOffersKeys.all, 'editable', id] as const,
  previews: (id: number) => [...companyOffersKeys.all, 'preview', id] as const,
  preview: (id: number, language: Language) => [...companyOffersKeys.all, 'preview', id, language] as const,
};
