import type { Language } from '@portal/shared';
import { staffKeys } from '@/lib/query-keys';

export const staffCandidaciesQueryKeys = {
  offerCandidacies: (idOferta: number, language: Language) => [...staffKeys.all, 'candidacies', idOferta, language] as const,
  rejectionReasons: (language: Language) => [...staffKeys.all, 'reasons', language] as const,
  candidateSearch: (texto: string, idOferta: number | undefined) => [...staffKeys.all, 'candidate-search', texto, idOferta] as const,
};
