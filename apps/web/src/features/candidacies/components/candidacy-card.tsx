import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CandidacyItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useWithdrawCandidacy } from '../api/withdraw-candidacy';
import { CandidacyState } from './candidacy-state';

/** A candidacy in my list: the offer, its state and why, when I applied and when it last changed. */
export function CandidacyCard({ candidacy }: { candidacy: CandidacyItem }) {
  const { t } = useTranslation('candidacies');
  const language = useLanguage();
  const titleId = useId();
  const withdraw = useWithdrawCandidacy();
  const [confirming, setConfirming] = useState(false);
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
      {candidacy.textoMotivo && <p className="candidacy-card__reason">{t('card.companyText', { text: candidacy.textoMotivo })}</p>}
      {candidacy.preinscripcion && <p className="candidacy-card__pending">{t('card.preEnrolment')}</p>}
      {candidacy.puedeDesinscribirse && (
        <p>
          <button
            type="button"
            className="button button--link candidacy-card__withdraw"
            aria-describedby={titleId}
            onClick={() => {
              withdraw.reset();
              setConfirming(true);
            }}
          >
            {t('card.withdraw')}
          </button>
        </p>
      )}
      <ApiErrorAlert error={withdraw.error} />
      <ConfirmDialog
        open={confirming}
        danger
        title={t('detail.withdrawTitle')}
        confirmLabel={t('detail.withdraw')}
        busy={withdraw.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => withdraw.mutate(candidacy.urlAcceso, { onSettled: () => setConfirming(false) })}
      >
        <p>{t('detail.withdrawConsequence', { title: candidacy.titulo })}</p>
      </ConfirmDialog>
    </article>
  );
}
