import { useId } from 'react';
import { Link } from 'react-router';
import type { CandidacyItem } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { CandidacyState } from './candidacy-state';
import { OFFER_PROFILE } from '@portal/shared';

/** A candidacy in my list: the offer, its state and why, when I applied and when it last changed. */
export function CandidacyCard({ candidacy }: { candidacy: CandidacyItem }) {
  const { t } = useTranslation('candidacies');
  const language = useLanguage();
  const titleId = useId();
  return (
    <article className={`candidacy-card${candidacy.preinscripcion ? ' candidacy-card--pending' : ''}`}>
      <div className="candidacy-card__marks">
        <CandidacyState idEstado={candidacy.idEstado} estado={candidacy.estado} />
        {candidacy.externa && <span className="state-badge">{t('card.external')}</span>}
        {!candidacy.ofertaAbierta && <span className="state-badge">{t('card.offerClosed')}</span>}
      </div>
      <h3 id={titleId} className="candidacy-card__title">
        <Link to={pathFor('my-application', language, { id: candidacy.urlAcceso })}>{candidacy.titulo}</Link>
      </h3>
      {candidacy.empresa && <p className="candidacy-card__company">{candidacy.empresa}</p>}
      <p className="candidacy-card__dates">
        {t('card.applied', { date: candidacy.fecha })}
        {candidacy.fechaActualizacion !== candidacy.fecha && ` · ${t('card.updated', { date: candidacy.fechaActualizacion })}`}
      </p>
      {candidacy.motivo && <p className="candidacy-card__reason">{t('card.reason', { reason: candidacy.motivo })}</p>}
      {candidacy.preinscripcion && <p className="candidacy-card__pending">{t('card.preEnrolment')}</p>}
      {candidacy.puedeDesinscribirse && (
        <p>
          <Link
            to={pathFor(candidacy.idPerfil === OFFER_PROFILE.internship ? 'internship-offer' : 'job-offer', language, { id: candidacy.urlAcceso })}
            aria-describedby={titleId}
          >
            {t('card.withdraw')}
          </Link>
        </p>
      )}
    </article>
  );
}
