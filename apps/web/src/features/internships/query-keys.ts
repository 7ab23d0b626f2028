import type { Language } from '@portal/shared';

export const internshipsQueryKeys = {
  mine: ['my-internships'] as const,
  practiceData: ['internships', 'practice-data'] as const,
  mineIn: (language: Language) => [...internshipsQueryKeys.mine, language] as const,
  currentDegrees: (language: Language) => ['current-degrees', language] as const,
  proposalsAvailable: ['internship-proposals-available'] as const,
  proposals: ['internship-proposals'] as const,
  myProposals: (language: Language) => [...internshipsQueryKeys.proposals, language] as const,
};
