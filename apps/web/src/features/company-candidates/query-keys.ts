import type { Language } from '@portal/shared';

/** The candidates of a company's offers: an offer's process (filters in the key) and one candidacy with its CV. */
export const companyCandidatesQueryKeys = {
  all: ['company-processes'] as const,
  process: (idOferta: number, language: Language, filters: Record<string, unknown>) => ['company-processes', 'process', idOferta, language, filters] as const,
  candidate: (idCandidatura: number, language: Language) => ['company-processes', 'candidate', idCandidatura, language] as const,
  photo: (idCandidatura: number, idFichero: string | null) => ['company-processes', 'photo', idCandidatura, idFichero] as const,
};
