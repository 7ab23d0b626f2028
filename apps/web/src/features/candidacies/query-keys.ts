import type { Language, OfferTypeName } from '@portal/shared';
import { candidaciesKeys } from '@/lib/query-keys';

/** The candidate's candidacies, under `candidaciesKeys.all`, which an enrolment (offers) and a CV edit refresh. */
export const candidaciesQueryKeys = {
  list: (tipo: OfferTypeName, language: Language) => [...candidaciesKeys.all, 'list', tipo, language] as const,
  detail: (url: string, language: Language) => [...candidaciesKeys.all, 'detail', url, language] as const,
  missingPersonalData: [...candidaciesKeys.all, 'missing-personal-data'] as const,
  rejectionReasons: (language: Language) => [...candidaciesKeys.all, 'rejection-reasons', language] as const,
};
