import { useEffect, useMemo } from 'react';
import type { MenuData } from '@/config/feature';
import { usePendingActions } from '@/features/home/api/get-pending-actions';
import { useMyInternships } from '@/features/internships/api/get-my-internships';
import { useOfferCount } from '@/features/offers/api/get-offer-count';

export type CandidateMenuData = Pick<MenuData, 'hasInternships' | 'jobOffers' | 'internshipOffers' | 'preEnrolments' | 'deletion'>;

/**
 * The candidate's menu calls, a chunk loaded only once a candidate is signed in (menu-data.tsx): the shell every
 * visitor loads, the login included, carries none of these fetchers. The queries are the pages' own (same keys), so
 * /mis-practicas and the offer lists share what the menu read, and a notification that refreshes them refreshes the
 * menu too. Renders nothing: it hands the menu its data.
 */
export default function CandidateMenuData({ onData }: { onData: (data: CandidateMenuData) => void }) {
  const internships = useMyInternships();
  const jobOffers = useOfferCount('empleo');
  const internshipOffers = useOfferCount('practicas');
  const pending = usePendingActions();
  const data = useMemo<CandidateMenuData>(
    () => ({
      hasInternships: internships.data ? internships.data.length > 0 : undefined,
      jobOffers: jobOffers.data,
      internshipOffers: internshipOffers.data,
      preEnrolments: pending.data?.preinscripciones.length,
      deletion: pending.data?.baja ?? undefined,
    }),
    [internships.data, jobOffers.data, internshipOffers.data, pending.data],
  );
  useEffect(() => onData(data), [onData, data]);
  // Signed out (or another role): nothing of this candidate stays in the menu.
  useEffect(() => () => onData({}), [onData]);
  return null;
}
