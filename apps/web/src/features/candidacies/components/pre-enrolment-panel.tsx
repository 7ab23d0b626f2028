import { useId, useState } from 'react';
import { rejectPreEnrolmentBody, type OfferProfileId } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useValidationText } from '@/lib/form-errors';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAcceptPreEnrolment } from '../api/accept-pre-enrolment';
import { reasonsForOffer, useRejectionReasons } from '../api/get-rejection-reasons';
import { useRejectPreEnrolment } from '../api/reject-pre-enrolment';
import { useContractForm } from '@/lib/use-contract-form';


interface PreEnrolmentPanelProps {
  urlOferta: string;
  profile: OfferProfileId;
  onAnswered: (answer: 'accepted' | 'rejected') => void;
}

/**
 * A pre-enrolment (state 16) waits for the candidate: accept it, or reject it giving one of the reasons a student
 * may give for this type of offer. Without a reason the rejection is not sent.
 */
export function PreEnrolmentPanel({ urlOferta, profile, onAnswered }: PreEnrolmentPanelProps) {
  const { t } = useTranslation('candidacies');
  const language = useLanguage();
  const titleId = useId();
  const selectId = useId();
  const errorId = useId();
  const errorText = useValidationText();
  const reasons = useRejectionReasons(language);
  const accept = useAcceptPreEnrolment();
  const reject = useRejectPreEnrolment();
  const offered = reasonsForOffer(reasons.data ?? [], profile);
  // Declining is final: the chosen reason is checked first, then the student confirms.
  const [confirming, setConfirming] = useState<{ urlOferta: string; idMotivo: number } | null>(null);
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(rejectPreEnrolmentBody, {
    defaultValues: { urlOferta, idMotivo: '' },
  });

  const reasonError = errors.idMotivo
    ? errors.idMotivo.message === 'required'
      ? t('preEnrolment.reasonRequired')
      : errorText(errors.idMotivo)
    : undefined;
  const busy = accept.isPending || reject.isPending;
  const submitRejection = handleSubmit((values) => setConfirming(values));
  const sendRejection = () => {
    if (!confirming) return;
    reject.mutate(confirming, {
      onSuccess: () => onAnswered('rejected'),
      onError: (failure) => markServerErrors(failure),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section className="card pre-enrolment" aria-labelledby={titleId}>
      <h3 id={titleId} className="pre-enrolment__title">
        {t('preEnrolment.title')}
      </h3>
      <p>{t('preEnrolment.intro')}</p>
      <div className="pre-enrolment__choices">
        <div className="pre-enrolment__choice">
          <h4 className="pre-enrolment__subtitle">{t('preEnrolment.acceptTitle')}</h4>
          <p>{t('preEnrolment.acceptText')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              reject.reset();
              accept.mutate(urlOferta, { onSuccess: () => onAnswered('accepted') });
            }}
          >
            {t('preEnrolment.accept')}
          </button>
          <ApiErrorAlert error={accept.error} />
        </div>
        <form className="pre-enrolment__choice form" noValidate onSubmit={(event) => void submitRejection(event)}>
          <h4 className="pre-enrolment__subtitle">{t('preEnrolment.rejectTitle')}</h4>
          <div className={`field${reasonError ? ' field--invalid' : ''}`}>
            <label htmlFor={selectId} className="field__label">
              {t('preEnrolment.reason')}
            </label>
            <select
              id={selectId}
              className="field__input"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? errorId : undefined}
              disabled={!reasons.data}
              {...register('idMotivo')}
            >
              <option value="">
                {reasons.data ? t('preEnrolment.chooseReason') : reasons.isError ? t('preEnrolment.reasonsUnavailable') : t('preEnrolment.loadingReasons')}
              </option>
              {offered.map((reason) => (
                <option key={reason.idMotivo} value={reason.idMotivo}>
                  {reason.descripcion}
                </option>
              ))}
            </select>
            {reasonError && (
              <p id={errorId} className="field__error" role="alert">
                {reasonError}
              </p>
            )}
          </div>
          <ApiErrorAlert error={reject.error} />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t('preEnrolment.reject')}
          </button>
        </form>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        danger
        title={t('preEnrolment.declineTitle')}
        confirmLabel={t('preEnrolment.declineConfirm')}
        busy={reject.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={sendRejection}
      >
        <p>{t('preEnrolment.declineBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
