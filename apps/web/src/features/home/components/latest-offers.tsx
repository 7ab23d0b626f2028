import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { OfferSummary, OfferTypeName } from '@portal/shared';
import { Tabs } from '@/components/ui/tabs';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useLatestOffers } from '../api/get-latest-offers';
import '../latest-offers.css';

type OfferTab = 'jobs' | 'internships';

const TAB_TYPE: Record<OfferTab, OfferTypeName> = { jobs: 'empleo', internships: 'practicas' };

function LatestOfferItem({ offer, tab }: { offer: OfferSummary; tab: OfferTab }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const place = offer.localidad ?? offer.provincia ?? offer.pais;
  const details = [offer.empresa ?? t('card.hiddenCompany'), place, offer.fecha].filter(Boolean).join(' · ');
  return (
    <li className="latest-offer">
      <Link to={pathFor(tab === 'jobs' ? 'job-offer' : 'internship-offer', language, { id: offer.urlAcceso })} className="latest-offer__title">
        {offer.titulo}
      </Link>
      <span className="latest-offer__details">{details}</span>
      {(offer.fechaDestacada || offer.inscrito) && (
        <span className="latest-offer__marks">
          {offer.fechaDestacada && <span className="latest-offer__mark">{t('badge.highlighted')}</span>}
          {offer.inscrito && <span className="latest-offer__mark latest-offer__mark--enrolled">{t('badge.enrolled')}</span>}
        </span>
      )}
    </li>
  );
}

function LatestOffersPanel({ tab }: { tab: OfferTab }) {
  const { t } = useTranslation(['offers', 'home']);
  const language = useLanguage();
  const offers = useLatestOffers(TAB_TYPE[tab], language);
  if (offers.isPending) return <p className="home-section__pending">{t('offers:home.loading')}</p>;
  if (offers.isError) return <p className="home-section__pending">{t('offers:home.error')}</p>;
  if (offers.data.length === 0) return <p>{t(tab === 'jobs' ? 'offers:home.emptyJobs' : 'offers:home.emptyInternships')}</p>;
  return (
    <ul className="latest-offers">
      {offers.data.map((offer) => (
        <LatestOfferItem key={offer.urlAcceso} offer={offer} tab={tab} />
      ))}
    </ul>
  );
}

/** Latest offers (spec 1 §2): tabs for employment and internships, five of each, newest first, and see-all links. */
export function LatestOffers({ showInternships }: { showInternships: boolean }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const titleId = useId();
  const tabs: OfferTab[] = showInternships ? ['jobs', 'internships'] : ['jobs'];
  const [active, setActive] = useState<OfferTab>('jobs');

  return (
    <section className="card home-section home-offers" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section__title">
        {t('candidate.offers.title')}
      </h2>
      <Tabs
        label={t('candidate.offers.tabs')}
        tabs={tabs.map((tab) => ({ id: tab, label: t(`candidate.offers.${tab}`) }))}
        active={active}
        onSelect={setActive}
        panelClassName="tabs__panel"
        renderPanel={(tab) => (
          <>
            <LatestOffersPanel tab={tab} />
            <Link to={pathFor(tab === 'jobs' ? 'job-offers' : 'internship-offers', language)}>
              {t(tab === 'jobs' ? 'candidate.offers.seeAllJobs' : 'candidate.offers.seeAllInternships')}
            </Link>
          </>
        )}
      />
    </section>
  );
}
