import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@portal/shared';
import { communicationsQueryOptions } from './get-communications';
import { fittingOffersQueryOptions } from './get-fitting-offers';
import { latestOffersQueryOptions } from './get-latest-offers';

/**
 * The candidate home's sections that every brand shows (the open tab of the latest offers, the offers that fit the
 * CV, the communications), asked for beside the home's chunk by the router (`firstData`), not after the chunk has
 * arrived and rendered. A chunk of its own, a few hundred bytes, so the entry every visit pays for only names it.
 * Events and guides depend on brand flags the first load does not know yet: they start with the page.
 */
export async function prefetchCandidateHome(client: QueryClient, language: Language): Promise<void> {
  await Promise.all([
    client.prefetchQuery(latestOffersQueryOptions('empleo', language)),
    client.prefetchQuery(fittingOffersQueryOptions(language)),
    client.prefetchQuery(communicationsQueryOptions('Alumno', language)),
  ]);
}
