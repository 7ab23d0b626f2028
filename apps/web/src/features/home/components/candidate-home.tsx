import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage } from '@/lib/i18n';
import { HomeSection } from './home-section';

type OfferTab = 'jobs' | 'internships';

/** Latest offers with employment/internship tabs (WAI-ARIA tabs: arrow keys move between them). */
function LatestOffers({ showInternships }: { showInternships: boolean }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const baseId = useId();
  const titleId = useId();
  const tabs: OfferTab[] = showInternships ? ['jobs', 'internships'] : ['jobs'];
  const [active, setActive] = useState<OfferTab>('jobs');
  const tabRefs = useRef<Partial<Record<OfferTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.indexOf(active);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="card home-section home-offers" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section__title">
        {t('candidate.offers.title')}
      </h2>
      <div role="tablist" aria-label={t('candidate.offers.tabs')} className="tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              tabRefs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${baseId}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(tab)}
          >
            {t(`candidate.offers.${tab}`)}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab} role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`} hidden={active !== tab} className="tabs__panel">
          <p className="home-section__pending">{t('nextRelease')}</p>
          <Link to={pathFor(tab === 'jobs' ? 'job-offers' : 'internship-offers', language)}>
            {t(tab === 'jobs' ? 'candidate.offers.seeAllJobs' : 'candidate.offers.seeAllInternships')}
          </Link>
        </div>
      ))}
    </section>
  );
}

/**
 * Candidate home (spec 1 §2): the brand banner, latest offers, communications, pending surveys, upcoming events
 * (hasEventos) and guides (hasGuiasOrientacion). The lists' data calls come with the next release.
 */
export function CandidateHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const language = useLanguage();
  const { flags, banner } = brand;
  return (
    <div className="home">
      <div className="home__intro">
        <h1 tabIndex={-1}>{t('candidate.welcome', { nombre: user.nombre })}</h1>
        <p>{t('candidate.intro', { brand: brand.name[language] })}</p>
      </div>
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
        <HomeSection title={t('candidate.communications')} />
        <div id="encuestas" className="home-grid__anchor">
          <HomeSection title={t('candidate.surveys')} />
        </div>
        {flags.hasEventos && (
          <HomeSection title={t('candidate.events')}>
            <Link to={pathFor('events', language)}>{t('candidate.seeAllEvents')}</Link>
          </HomeSection>
        )}
        {flags.hasGuiasOrientacion && (
          <HomeSection title={t('candidate.guides')}>
            <Link to={pathFor('guides', language)}>{t('candidate.seeAllGuides')}</Link>
          </HomeSection>
        )}
      </div>
    </div>
  );
}
