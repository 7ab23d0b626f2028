import { lazy, Suspense } from 'react';
import type { SessionUser } from '@portal/shared';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { CommunicationsSection } from './communications-section';
import { LatestOffers } from './latest-offers';
import { FittingOffersSection } from './fitting-offers-section';
import { PendingActionsSection } from './pending-actions-section';
import { usePendingActions } from '../api/get-pending-actions';
import { PendingShape } from '@/components/ui/pending-shape';
import { awaitingFirstAnswer } from '@/lib/first-answer';

// The surveys' section is a chunk of its own: the home paints first (first-paint budget).
const SurveysSection = lazy(() => import('./surveys-section'));

/**
 * Candidate home (spec 1 §2): what waits for the candidate first, the brand banner, latest offers, the offers that
 * fit the CV, the surveys still to answer (#encuestas, a lazy chunk: the home is at its first-paint budget),
 * communications, upcoming events (hasEventos) and guides (hasGuiasOrientacion).
 */
// Below the fold: their code comes after the home has painted (the home's first scripts are at their budget,
// scripts/check-first-paint.mjs); their data is asked for as soon as it arrives.
const EventsSection = lazy(() => import('./events-section').then((m) => ({ default: m.EventsSection })));
const GuidesSection = lazy(() => import('./guides-section').then((m) => ({ default: m.GuidesSection })));

export function CandidateHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const language = useLanguage();
  const { flags, banner } = brand;
  const pending = usePendingActions();
  return (
    <div className="home">
      <div className="home__intro">
        <h1 tabIndex={-1}>{t('candidate.welcome', { nombre: user.nombre })}</h1>
        <p>{t('candidate.intro', { brand: brand.name[language] })}</p>
      </div>
      {awaitingFirstAnswer(pending) ? (
        // What waits for the candidate is drawn first, above the offers' tabs and links: they wait for it.
        <PendingShape label={t('pending.checking')} />
      ) : (
        <>
          <PendingActionsSection />
          {flags.banner_home && banner && (
            <aside className="home-banner" aria-label={banner.title[language]}>
              <p className="home-banner__title">{banner.title[language]}</p>
              <p>{banner.text[language]}</p>
              {banner.link && (
                <a href={banner.link} className="button button--light">
                  {banner.title[language]}
                </a>
              )}
            </aside>
          )}
          <div className="home-grid">
            <LatestOffers showInternships={!flags.cyclesOnly} />
            <FittingOffersSection />
            <Suspense fallback={null}>
              <SurveysSection role="Alumno" />
            </Suspense>
            <CommunicationsSection audience="Alumno" title={t('candidate.communications')} />
            <Suspense fallback={null}>
              {flags.hasEventos && <EventsSection />}
              {flags.hasGuiasOrientacion && <GuidesSection />}
            </Suspense>
          </div>
        </>
      )}
    </div>
  );
}
