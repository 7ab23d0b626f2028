import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Status, OFFER_PROFILE } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCandidacy } from '../api/get-candidacy';
import { useWithdrawCandidacy } from '../api/withdraw-candidacy';
import { CandidacyHistory } from '../components/candidacy-history';
import { CandidacyState } from '../components/candidacy-state';
import { PreEnrolmentPanel } from '../components/pre-enrolment-panel';
import '../candidacies.css';

/**
 * /mis-candidaturas/:id (id = the offer's urlAcceso): the candidacy, its history, the answer to a pre-enrolment,
 * the offer, and the withdrawal of a candidacy the company has not processed yet (a red button and its consequence).
 */
export default function CandidacyDetailPage() {
  const { t } = useTranslation('candidacies');
  const language = useLanguage();
  const { id = '' } = useParams();
  const candidacy = useCandidacy(id, language);
  const [answer, setAnswer] = useState<'accepted' | 'rejected' | null>(null);
  const withdraw = useWithdrawCandidacy();
  const [confirmingWithdrawal, setConfirmingWithdrawal] = useState(false);
  const historyId = useId();
  const withdrawId = useId();
  const backLink = (
    <p>
      <Link to={pathFor('my-applications', language)}>{t('detail.backToList')}</Link>
    </p>
  );

  if (candidacy.isPending) return <Loading label={t('detail.loading')} />;
  if (candidacy.isError) {
    return (
      <div className="page-content candidacy-missing">
        <ApiErrorAlert error={candidacy.error} />
        {backLink}
      </div>
    );
  }

  const data = candidacy.data;
  const offerPath = pathFor(data.idPerfil === OFFER_PROFILE.internship ? 'internship-offer' : 'job-offer', language, { id: data.urlAcceso });
  return (
    <div className="candidacy-detail">
      {answer && <CatalogueNotice status={Status.PreEnrolmentAnswered} />}
      {withdraw.isSuccess && <CatalogueNotice status={Status.Unenrolled} />}
      <header className="card candidacy-detail__head">
        <div className="candidacy-card__marks">
          <CandidacyState idEstado={data.idEstado} estado={data.estado} />
          <span className="state-badge">{t(data.idPerfil === OFFER_PROFILE.internship ? 'detail.internship' : 'detail.job')}</span>
          {data.externa && <span className="state-badge">{t('card.external')}</span>}
          {!data.ofertaAbierta && <span className="state-badge">{t('card.offerClosed')}</span>}
        </div>
        <h2 className="candidacy-detail__title">{data.titulo}</h2>
        {data.empresa && <p className="candidacy-card__company">{data.empresa}</p>}
        <p className="candidacy-card__dates">
          {t('card.applied', { date: data.fecha })} · {t('card.updated', { date: data.fechaActualizacion })}
        </p>
        {data.motivo && <p className="candidacy-card__reason">{t('card.reason', { reason: data.motivo })}</p>}
        {data.textoMotivo && <p className="candidacy-card__reason">{t('card.companyText', { text: data.textoMotivo })}</p>}
        <p>
          <Link to={offerPath}>{t('detail.seeOffer')}</Link>
        </p>
      </header>
      {data.preinscripcion && <PreEnrolmentPanel urlOferta={data.urlAcceso} profile={data.idPerfil} onAnswered={setAnswer} />}
      {data.puedeDesinscribirse && (
        <section className="card" aria-labelledby={withdrawId}>
          <h3 id={withdrawId} className="candidacy-section__title">
            {t('detail.withdrawTitle')}
          </h3>
          <p>{t('detail.withdrawHint')}</p>
          <ApiErrorAlert error={withdraw.error} />
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              withdraw.reset();
              setConfirmingWithdrawal(true);
            }}
          >
            {t('detail.withdraw')}
          </button>
        </section>
      )}
      <ConfirmDialog
        open={confirmingWithdrawal}
        title={t('detail.withdrawTitle')}
        danger
        confirmLabel={t('detail.withdraw')}
        busy={withdraw.isPending}
        onCancel={() => setConfirmingWithdrawal(false)}
        onConfirm={() => withdraw.mutate(data.urlAcceso, { onSettled: () => setConfirmingWithdrawal(false) })}
      >
        <p>{t('detail.withdrawConsequence', { title: data.titulo })}</p>
      </ConfirmDialog>
      <section className="card" aria-labelledby={historyId}>
        <h3 id={historyId} className="candidacy-section__title">
          {t('detail.history')}
        </h3>
        <CandidacyHistory history={data.historial} />
      </section>
      {backLink}
    </div>
  );
}
