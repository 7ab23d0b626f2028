import { staffKeys } from '@/lib/query-keys';

export const staffContentQueryKeys = {
  content: (part: string) => [...staffKeys.all, 'content', part] as const,
};
