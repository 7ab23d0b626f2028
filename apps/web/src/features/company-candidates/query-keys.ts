import type { Language } from '@portal/shared';
import { companyCandidatesKeys } from '@/lib/query-keys';

/** The candidates of a company's offers: an offer's process (filters in the key) and one candidacy with its CV. */
export const companyCandidatesQueryKeys = {
  all: companyCandidatesKeys.all,
  process: (idOferta: number, language: Language, filters: Record<string, unknown>) => [...companyCandidatesKeys.all, 'process', idOferta, language, filters] as const,
  candidate: (idCandidatura: number, language: Language, list: Record<string, unknown> = {}) => [...companyCandidatesKeys.all, 'candidate', idCandidatura, language, list] as const,
  photo: (idCandidatura: number, idFichero: string | null) => [...companyCandidatesKeys.all, 'photo', idCandidatura, idFichero] as const,
};
