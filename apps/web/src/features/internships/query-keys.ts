import type { Language } from '@portal/shared';
import { myInternshipsKeys } from '@/lib/query-keys';

export const internshipsQueryKeys = {
  mine: myInternshipsKeys.all,
  practiceData: ['internships', 'practice-data'] as const,
  mineIn: (language: Language) => [...internshipsQueryKeys.mine, language] as const,
  currentDegrees: (language: Language) => ['current-degrees', language] as const,
  proposalsAvailable: ['internship-proposals-available'] as const,
  requests: [...myInternshipsKeys.all, 'requests'] as const,
};
