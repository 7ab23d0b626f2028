import { useTranslation } from '@/lib/i18n';
import type { OfferSummary } from '@portal/shared';
import { OFFER_PROFILE } from '@portal/shared';
import './offer-detail.css';

/** The marks of an offer: its type, highlighted, my candidacy, the deadline, and what kind of offer it is. */
export function OfferBadges({ offer }: { offer: OfferSummary }) {
  const { t } = useTranslation('offers');
  const badges: { key: string; label: string; tone: string }[] = [
    { key: 'type', label: t(offer.idPerfil === OFFER_PROFILE.internship ? 'type.practicas' : 'type.empleo'), tone: 'type' },
    offer.fechaDestacada ? { key: 'highlighted', label: t('badge.highlighted'), tone: 'highlight' } : null,
    offer.inscrito ? { key: 'enrolled', label: t('badge.enrolled'), tone: 'success' } : null,
    offer.caducada ? { key: 'expired', label: t('badge.expired'), tone: 'muted' } : null,
    offer.caducaPronto && !offer.caducada ? { key: 'expiring', label: t('badge.expiringSoon'), tone: 'warning' } : null,
    offer.tfgTfm ? { key: 'tfg', label: t('badge.tfgTfm'), tone: 'plain' } : null,
    offer.internacional ? { key: 'international', label: t('badge.international'), tone: 'plain' } : null,
    offer.inscripcionExterna ? { key: 'external', label: t('badge.external'), tone: 'plain' } : null,
  ].filter((badge): badge is { key: string; label: string; tone: string } => badge !== null);
  return (
    <ul className="badges" aria-label={t('badge.label')}>
      {badges.map((badge) => (
        <li key={badge.key} className={`badge badge--${badge.tone}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
