import { staffKeys } from '@/lib/query-keys';

export const staffDocumentsQueryKeys = {
  published: (language: string) => [...staffKeys.all, 'documents', 'published', language] as const,
  companies: (idEmpresa: number | undefined) => [...staffKeys.all, 'documents', 'companies', idEmpresa ?? 'all'] as const,
  programmes: () => [...staffKeys.all, 'documents', 'programme-options'] as const,
};
