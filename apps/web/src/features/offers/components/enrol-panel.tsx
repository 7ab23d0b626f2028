import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PRE_ENROLMENT_STATE_ID, Status, missingDocumentationDatos, type OfferDetail, type OfferTypeName } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PendingShape } from '@/components/ui/pending-shape';
import { pathFor } from '@/config/routes';
import { isApiError } from '@/lib/api-client';
import { awaitingFirstAnswer } from '@/lib/first-answer';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEnrol } from '../api/enrol';
import { useCreditsWarning } from '../api/get-credits-warning';
import { useEnrolmentChecklist } from '../api/get-enrolment-checklist';
import { useMissingPracticeData } from '../api/get-practice-data';
import { useUnenrol } from '../api/unenrol';
import { ConfirmCandidacyDialog } from './confirm-candidacy-dialog';
import { EnrolRefusal } from './enrol-refusal';
import { PracticeDataNotice } from './practice-data-notice';
import { RequiredDocumentsDialog } from './required-documents-dialog';
import { RequirementsChecklist } from './requirements-checklist';

type Outcome = { kind: 'enrolled' } | { kind: 'external'; url: string } | { kind: 'withdrawn' } | null;

/**
 * The candidate's side of an offer: enrol (credits warning and confirmation first; refusals explained here, with
 * their way out), or, once enrolled, the candidacy's state and the withdrawal (yes/no first).
 */
export function EnrolPanel({ offer, tipo }: { offer: OfferDetail; tipo: OfferTypeName }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const titleId = useId();
  const enrol = useEnrol();
  const unenrol = useUnenrol();
  const canEnrol = !offer.inscrito && !offer.caducada && offer.estado === 'publicada';
  const credits = useCreditsWarning(offer.urlOferta, canEnrol);
  const checklist = useEnrolmentChecklist(offer.urlOferta, language, canEnrol);
  // Spec 2 §8.3 (518): an internship asks first for the data the service needs to register it.
  const practiceData = useMissingPracticeData(offer.urlOferta, canEnrol && tipo === 'practicas');
  const missingPracticeData = practiceData.data?.faltan ?? [];
  const [askingData, setAskingData] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [documentsOpen, setDocumentsOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const missingDocuments =
    isApiError(enrol.error) && enrol.error.status === Status.MissingDocumentation
      ? (missingDocumentationDatos.safeParse(enrol.error.datos).data?.documentacionNecesaria ?? [])
      : [];
  const candidacyPath = pathFor('my-application', language, { id: offer.urlOferta });

  const submit = () =>
    enrol.mutate(
      { urlOferta: offer.urlOferta, tipo, ...(offer.inscripcionExterna ? { inscripcionExterna: true } : {}) },
      {
        onSuccess: (datos) => {
          setConfirming(false);
          if (datos.urlExterna) {
            window.open(datos.urlExterna, '_blank', 'noopener,noreferrer');
            setOutcome({ kind: 'external', url: datos.urlExterna });
          } else {
            setOutcome({ kind: 'enrolled' });
          }
        },
        onError: (failure) => {
          setConfirming(false);
          if (isApiError(failure) && failure.status === Status.MissingDocumentation) setDocumentsOpen(true);
        },
      },
    );

  const withdraw = () =>
    unenrol.mutate(offer.urlOferta, {
      onSuccess: () => {
        enrol.reset();
        setOutcome({ kind: 'withdrawn' });
      },
      onSettled: () => setWithdrawing(false),
    });

  const candidacy = offer.inscrito ? offer.candidatura : null;
  // The button waits for the first answers of what decides its place and its effect: the checklist is drawn above
  // it (156 px on a wide screen), the credits go in the confirmation, the missing data decide what a tap opens. A
  // tap aimed at a button that then moved lands on the checklist instead. A first read that fails lets the button
  // show at once: these are guides, the server still decides.
  const checking = awaitingFirstAnswer(checklist, credits, practiceData);

  return (
    <section className="card enrol-panel" aria-labelledby={titleId}>
      <h3 id={titleId} className="enrol-panel__title">
        {t('enrol.title')}
      </h3>
      {outcome?.kind === 'enrolled' && <CatalogueNotice status={Status.EnrolledCvSent} />}
      {outcome?.kind === 'withdrawn' && <CatalogueNotice status={Status.Unenrolled} />}
      {outcome?.kind === 'external' && (
        <div role="status" className="alert alert--success">
          <p className="alert__title">{t('enrol.externalDoneTitle')}</p>
          <p>{t('enrol.externalDone')}</p>
          <a href={outcome.url} target="_blank" rel="noopener noreferrer" className="button button--primary">
            {t('enrol.goToCompanySite')}
            <span className="visually-hidden"> {t('detail.newTab')}</span>
          </a>
        </div>
      )}
      {candidacy ? (
        <>
          <ApiErrorAlert error={enrol.error} />
          <p>{t('enrol.enrolledSince', { date: candidacy.fecha })}</p>
          <p>
            {t('enrol.state')} <strong className="enrol-panel__state">{candidacy.estado}</strong>
          </p>
          {candidacy.idEstado === PRE_ENROLMENT_STATE_ID ? (
            <>
              <p>{t('enrol.preEnrolment')}</p>
              <Link to={candidacyPath} className="button button--primary button--block">
                {t('enrol.answerPreEnrolment')}
              </Link>
            </>
          ) : (
            <>
              <Link to={candidacyPath}>{t('enrol.seeCandidacy')}</Link>
              {candidacy.puedeDesinscribirse && (
                <button
                  type="button"
                  className="button button--secondary button--block"
                  onClick={() => {
                    unenrol.reset();
                    setWithdrawing(true);
                  }}
                >
                  {t('enrol.withdraw')}
                </button>
              )}
            </>
          )}
          <ApiErrorAlert error={unenrol.error} />
        </>
      ) : offer.caducada ? (
        <p>{t('enrol.expired')}</p>
      ) : offer.estado === 'cerrada' ? (
        <p>{t('enrol.closed')}</p>
      ) : (
        <>
          {offer.candidatura && !outcome && <p className="muted">{t('enrol.withdrawnBefore')}</p>}
          {offer.inscripcionExterna && <p>{t('enrol.externalHint')}</p>}
          {checking ? (
            <PendingShape label={t('enrol.checking')} />
          ) : (
            <>
              {checklist.data && <RequirementsChecklist checks={checklist.data.requisitos} />}
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => {
                  enrol.reset();
                  setOutcome(null);
                  if (missingPracticeData.length > 0) setAskingData(true);
                  else setConfirming(true);
                }}
              >
                {offer.inscripcionExterna ? t('enrol.applyExternal') : t('enrol.apply')}
              </button>
            </>
          )}
          {askingData && missingPracticeData.length > 0 && <PracticeDataNotice missing={missingPracticeData} />}
          {enrol.error && (
            <EnrolRefusal error={enrol.error} tipo={tipo} urlOferta={offer.urlOferta} onProvideDocuments={() => setDocumentsOpen(true)} />
          )}
        </>
      )}
      <ConfirmCandidacyDialog
        open={confirming}
        title={offer.titulo}
        external={offer.inscripcionExterna}
        credits={credits.data}
        busy={enrol.isPending}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog open={withdrawing} title={t('withdraw.title')} busy={unenrol.isPending} onConfirm={withdraw} onCancel={() => setWithdrawing(false)}>
        <p>{t('withdraw.question', { title: offer.titulo })}</p>
      </ConfirmDialog>
      <RequiredDocumentsDialog
        open={documentsOpen && missingDocuments.length > 0}
        offerId={offer.idOferta}
        documents={missingDocuments}
        onClose={() => setDocumentsOpen(false)}
        onUploaded={() => {
          setDocumentsOpen(false);
          submit();
        }}
      />
    </section>
  );
}
