import type { Language } from '@portal/shared';
import { staffKeys } from '@/lib/query-keys';

export const staffOffersQueryKeys = {
  offers: (filters: object) => [...staffKeys.all, 'offers', 'list', filters] as const,
  offer: (idOferta: number, language: Language) => [...staffKeys.all, 'offers', 'one', idOferta, language] as const,
  members: [...staffKeys.all, 'members'] as const,
};
