import type { Language, OfferTypeName } from '@portal/shared';
import { companyKeys, homeKeys, offersKeys, staffKeys } from '@/lib/query-keys';

/**
 * The tiles of each role's home. Each sits under the prefix of the data it shows, so the feature that changes that
 * data refreshes it: the latest offers under `homeKeys.all`, the fitting offers under the offers', the staff queues
 * under the back office's, the company's process counts under the company's.
 */
export const homeQueryKeys = {
  latestOffers: (tipo: OfferTypeName, language: Language) => [...homeKeys.all, 'latest-offers', tipo, language] as const,
  guides: (count: number, language: Language) => ['guides', 'home', count, language] as const,
  upcomingEvents: (count: number, language: Language) => ['events', 'upcoming', count, language] as const,
  communications: (audience: 'Alumno' | 'Empresa', language: Language) => ['communications', audience, language] as const,
  fittingOffers: (language: Language) => [...offersKeys.all, 'fitting', language] as const,
  staffQueues: [...staffKeys.all, 'queues'] as const,
  processCounts: [...companyKeys.all, 'process-counts'] as const,
};
