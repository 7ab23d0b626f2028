import { staffKeys } from '@/lib/query-keys';

export const staffProgrammesQueryKeys = {
  list: () => [...staffKeys.all, 'programmes', 'list'] as const,
  adhesions: (estado: string, language: string) => [...staffKeys.all, 'programmes', 'adhesions', estado, language] as const,
};
