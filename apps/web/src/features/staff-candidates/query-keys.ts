import type { Language } from '@portal/shared';
import { staffKeys } from '@/lib/query-keys';

export const staffCandidatesQueryKeys = {
  candidates: (filters: object, language: Language) => [...staffKeys.all, 'candidates', 'list', filters, language] as const,
  candidate: (id: number, language: Language) => [...staffKeys.all, 'candidates', 'detail', id, language] as const,
};
