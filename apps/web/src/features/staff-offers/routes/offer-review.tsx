import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { OfferHead, OfferSections } from '@/components/offer-detail/offer-sections';
import { Loading } from '@/components/ui/loading';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useStaffOffer } from '../api/get-offer';
import { useOfferAction } from '../api/offer-actions';
import { CompanyNotes } from '../components/company-notes';
import '@/components/ui/back-office.css';

/**
 * /gestion/ofertas/:id: one offer to review, read in full exactly as candidates will read it, with the decisions
 * of the queue beside it (validate, send back with remarks, reject with a reason) while it waits for validation,
 * and what the company wrote for the service alone (its remarks and tutor). A copy names its original.
 */
export default function OfferReviewPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const idOferta = Number(useParams().id);
  const offer = useStaffOffer(idOferta, language);
  const validate = useOfferAction('validate');
  const sendBack = useOfferAction('sendBack');
  const reject = useOfferAction('reject');
  const [asking, setAsking] = useState<'sendBack' | 'reject' | null>(null);
  const [done, setDone] = useState('');
  const back = <Link to={pathFor('staff-offers', language)}>{t('offers.review.back')}</Link>;

  if (offer.isPending) return <Loading label={t('offers.review.loading')} />;
  if (offer.isError) {
    return (
      <div className="page-content">
        <ApiErrorAlert error={offer.error} />
        <p>{back}</p>
      </div>
    );
  }
  const { oferta, detalle, notasEmpresa } = offer.data;
  const day = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  const title = oferta.titulo;
  const actionError = validate.error ?? sendBack.error ?? reject.error;

  return (
    <div className="page-content bo-offer-review">
      <p>{back}</p>
      <div className="card bo-detail">
        <p>
          <span className={`bo-badge bo-badge--${oferta.estado}`}>{t(`offers.badge.${oferta.estado}`)}</span>{' '}
          <span className="muted">
            {t(`offers.profileName.${oferta.idPerfil}`)} · {oferta.referencia} · {t('offers.places', { count: oferta.plazas })}
          </span>
          {oferta.copiaDe && (
            <>
              {' '}
              <Link className="bo-badge bo-badge--copy" to={pathFor('staff-offer', language, { id: oferta.copiaDe.idOferta })}>
                {t('offers.copyOf', { reference: oferta.copiaDe.referencia })}
              </Link>
            </>
          )}
        </p>
        <p>
          <Link to={pathFor('staff-company', language, { id: oferta.idEmpresa })}>{t('offers.review.company', { name: oferta.empresa })}</Link>
        </p>
        <p className="muted">
          {[
            t('offers.created', { date: day(oferta.fechaCreacion) }),
            oferta.fechaPublicacion && t('offers.published', { date: day(oferta.fechaPublicacion) }),
            oferta.fechaCaducidad && t('offers.expires', { date: oferta.fechaCaducidad }),
            oferta.gestor && t('offers.managedBy', { name: oferta.gestor.nombre }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {oferta.observaciones && (
          <div className="bo-reason">
            <strong>{t('offers.review.remarksTitle')}</strong> {oferta.observaciones}
          </div>
        )}
        <p className="bo-status" role="status">
          {done}
        </p>
        {actionError && !asking && <ApiErrorAlert error={actionError} />}
        <div className="actions">
          {oferta.estado === 'pendiente' && (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={validate.isPending}
                onClick={() => validate.mutate({ idOferta }, { onSuccess: () => setDone(t('offers.done.validate', { title })) })}
              >
                {t('offers.validate')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setAsking('sendBack')}>
                {t('offers.sendBack')}
              </button>
              <button type="button" className="button button--danger" onClick={() => setAsking('reject')}>
                {t('offers.reject')}
              </button>
            </>
          )}
          {oferta.estado !== 'pendiente' && (
            <Link className="button button--secondary" to={pathFor('staff-offer-candidacies', language, { id: idOferta })}>
              {t('offers.seeCandidacies', { count: oferta.candidaturas, title })}
            </Link>
          )}
        </div>
      </div>

      <CompanyNotes notes={notasEmpresa} />

      <p className="bo-offer-review__as muted">{t('offers.review.asCandidates')}</p>
      <div className="bo-offer-review__offer">
        <OfferHead offer={detalle} />
        <OfferSections offer={detalle} />
      </div>

      <ReasonDialog
        open={asking !== null}
        title={t(asking === 'reject' ? 'offers.rejectTitle' : 'offers.sendBackTitle', { title })}
        label={asking === 'reject' ? t('reason') : t('offers.remarks')}
        hint={t('offers.reasonHint')}
        confirmLabel={asking === 'reject' ? t('offers.reject') : t('offers.sendBack')}
        busy={sendBack.isPending || reject.isPending}
        error={(sendBack.error ?? reject.error) ? <ApiErrorAlert error={sendBack.error ?? reject.error} /> : null}
        onCancel={() => setAsking(null)}
        onConfirm={(text) => {
          const finish = (key: 'reject' | 'sendBack') => () => {
            setAsking(null);
            setDone(t(`offers.done.${key}`, { title }));
          };
          if (asking === 'reject') reject.mutate({ idOferta, motivo: text }, { onSuccess: finish('reject') });
          else sendBack.mutate({ idOferta, observaciones: text }, { onSuccess: finish('sendBack') });
        }}
      />
    </div>
  );
}
