import { useId } from 'react';
import { Link } from 'react-router';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useFittingOffers } from '../api/get-fitting-offers';

/** How many of the fitting offers the home shows; the lists' "fit my CV" filter shows them all. */
const SHOWN = 5;

/** "Offers that fit me": offers of both types whose requirements my CV meets and I have not applied to. */
export function FittingOffersSection() {
  const { t } = useTranslation(['home', 'offers']);
  const language = useLanguage();
  const titleId = useId();
  const offers = useFittingOffers(language);
  return (
    <section className="card home-section home-fitting" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section__title">
        {t('home:fitting.title')}
      </h2>
      {offers.isPending ? (
        <p className="home-section__pending">{t('home:loading')}</p>
      ) : offers.isError ? (
        <p className="home-section__pending">{t('home:unavailable')}</p>
      ) : offers.data.length === 0 ? (
        <p className="home-section__empty">{t('home:fitting.empty')}</p>
      ) : (
        <ul className="latest-offers">
          {offers.data.slice(0, SHOWN).map((offer) => (
            <li key={offer.urlAcceso} className="latest-offer">
              <Link to={pathFor(offer.idPerfil === 2 ? 'internship-offer' : 'job-offer', language, { id: offer.urlAcceso })} className="latest-offer__title">
                {offer.titulo}
              </Link>
              <span className="latest-offer__details">
                {[offer.idPerfil === 2 ? t('home:candidate.offers.internships') : t('home:candidate.offers.jobs'), offer.empresa ?? t('offers:card.hiddenCompany'), offer.localidad ?? offer.provincia]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="home-fitting__more">
        <Link to={`${pathFor('job-offers', language)}?encajaConmigo=true`}>{t('home:fitting.seeJobs')}</Link>
        {' · '}
        <Link to={`${pathFor('internship-offers', language)}?encajaConmigo=true`}>{t('home:fitting.seeInternships')}</Link>
      </p>
    </section>
  );
}
