import { Link } from 'react-router';
import type { OfferSummary, OfferTypeName } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { FROM_LIST, OFFER_ROUTES } from '../utils/filters';
import { formatEuros, offerPlace, salaryRange } from '@/lib/offer-format';
import { OfferBadges } from '@/components/offer-detail/offer-badges';
import { OFFER_PROFILE } from '@portal/shared';

/**
 * An offer in the list: what a student scans on a phone to decide whether to open it. The title is the link;
 * the rest is plain text so the card reads well to a screen reader in one pass.
 */
export function OfferCard({ offer, tipo }: { offer: OfferSummary; tipo: OfferTypeName }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const place = offerPlace(offer);
  const salary = salaryRange(offer, language);
  // Internships pay a monthly grant; jobs a salary (a range when the company gives a top).
  const pay =
    offer.idPerfil === OFFER_PROFILE.internship
      ? offer.ayudaMensual !== null && t('card.grant', { amount: formatEuros(offer.ayudaMensual, language) })
      : salary && t('card.salary', { amount: salary });
  const facts = [place, offer.fecha && t('card.published', { date: offer.fecha }), offer.contrato, pay, offer.modalidad && t(`modality.${offer.modalidad}`)].filter(
    (fact): fact is string => Boolean(fact),
  );

  return (
    <article className={`offer-card${offer.fechaDestacada ? ' offer-card--highlighted' : ''}${offer.caducada ? ' offer-card--expired' : ''}`}>
      <OfferBadges offer={offer} />
      <h3 className="offer-card__title">
        {/* The offer page's "back to the list" goes back in history: the same filters, pages and scroll position. */}
        <Link to={pathFor(OFFER_ROUTES[tipo].detail, language, { id: offer.urlAcceso })} state={{ [FROM_LIST]: true }}>
          {offer.titulo}
        </Link>
      </h3>
      <p className="offer-card__company">{offer.empresa ?? t('card.hiddenCompany')}</p>
      {facts.length > 0 && (
        <ul className="offer-card__facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
