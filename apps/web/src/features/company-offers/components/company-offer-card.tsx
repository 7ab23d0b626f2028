import { Link } from 'react-router';
import type { CompanyOfferItem } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import './company-offer-card.css';

interface CompanyOfferCardProps {
  offer: CompanyOfferItem;
  highlighted: boolean;
  canDuplicate: boolean;
  busy: boolean;
  onDuplicate: (opposite: boolean) => void;
  onClose: () => void;
  onDelete: () => void;
}

/**
 * One of my offers: what it is, its state as the service set it, its candidates, and what I can do with it now.
 * A draft has no candidates yet: it is continued or discarded, and a copy names the offer it came from.
 */
export function CompanyOfferCard({ offer, highlighted, canDuplicate, busy, onDuplicate, onClose, onDelete }: CompanyOfferCardProps) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const other = offer.idPerfil === 1 ? 2 : 1;
  const draft = offer.estado === 'borrador';
  const opens = draft ? pathFor('edit-offer', language, { idOferta: offer.idOferta }) : pathFor('my-offer', language, { id: offer.idOferta });
  const dates = [
    t('card.created', { date: offer.fechaCreacion }),
    offer.fechaPublicacion && t('card.published', { date: offer.fechaPublicacion }),
    offer.fechaCaducidad && t(offer.estado === 'caducada' ? 'card.expired' : 'card.deadline', { date: offer.fechaCaducidad }),
  ].filter(Boolean);
  return (
    <li className={['card', 'company-offer', highlighted ? 'company-offer--new' : '', `company-offer--${offer.estado}`].join(' ')}>
      <div className="company-offer__main">
        <ul className="company-offer__marks">
          <li className={`state-badge state-badge--${offer.estado}`}>{t(`state.${offer.estado}`)}</li>
          <li className="company-offer__type">{t(`profile.${offer.idPerfil}`)}</li>
          {offer.copiaDe && <li className="company-offer__type company-offer__copy">{t('card.copyOf', { reference: offer.copiaDe.referencia })}</li>}
          {offer.caducaPronto && <li className="state-badge state-badge--soon">{t('card.expiringSoon')}</li>}
          {offer.gestionada && <li className="company-offer__type">{t('card.managed')}</li>}
        </ul>
        <h2 className="company-offer__title">
          <Link to={opens}>{offer.titulo}</Link>
        </h2>
        <p className="company-offer__meta">
          <span>{t('card.reference', { reference: offer.referencia })}</span>
          {dates.map((date) => (
            <span key={date}>{date}</span>
          ))}
        </p>
        <p className="company-offer__state-text">{t(`stateHelp.${offer.estado}`)}</p>
        {offer.observaciones && (
          <p className="company-offer__remarks">
            <strong>{t('card.remarks')}</strong> {offer.observaciones}
          </p>
        )}
      </div>
      {!draft && (
        <div className="company-offer__candidates">
          <Link to={opens} className="company-offer__count">
            <span className="company-offer__number">{offer.numCandidatos}</span>
            <span>{t('card.candidates', { count: offer.numCandidatos })}</span>
          </Link>
          {offer.numCandidatosNoLeidos > 0 && <span className="company-offer__unread">{t('card.unread', { count: offer.numCandidatosNoLeidos })}</span>}
        </div>
      )}
      <div className="company-offer__actions">
        {offer.editable && (
          <Link className="button button--primary" to={pathFor('edit-offer', language, { idOferta: offer.idOferta })}>
            {t(draft ? 'card.continue' : 'card.edit')}
          </Link>
        )}
        <Link className="button button--secondary" to={pathFor('offer-preview', language, { id: offer.idOferta })}>
          {t('list.preview')}
        </Link>
        {canDuplicate && !draft && (
          <>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => onDuplicate(false)}>
              {t('card.duplicate')}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => onDuplicate(true)}>
              {t(`card.duplicateAs${other}`)}
            </button>
          </>
        )}
        {offer.cerrable && (
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('card.close')}
          </button>
        )}
        {offer.borrable && (
          <button type="button" className="button button--light company-offer__delete" onClick={onDelete}>
            {t(draft ? 'card.discard' : 'card.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
