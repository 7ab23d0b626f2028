import { companyKeys } from '@/lib/query-keys';

export const companyDocumentsQueryKeys = {
  paperwork: (part: 'agreements' | 'invoices' | 'documents') => [...companyKeys.all, 'paperwork', part] as const,
  /** The service's annexes, notes and programme documents: titles of programmes come in the reader's language. */
  published: (part: 'annexes' | 'notes' | 'byProgramme', language: string) => [...companyKeys.all, 'published', part, language] as const,
  added: () => [...companyKeys.all, 'added-documents'] as const,
};
