import { useId, useState, type FormEvent } from 'react';
import { CHANGE_REQUEST_REASON_MAX, changeRequestRefusalBody } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { TextAreaField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useValidationText } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';

export interface Decision {
  id: number;
  accept: boolean;
  /** Who and what, said in the dialog's title. */
  title: string;
  /** What accepting does, said before confirming. */
  summary: string;
}

/** The dialog's words, as keys of the companyInterns texts (a change request's by default). */
export interface DecideTexts {
  acceptTitle: 'decide.acceptTitle' | 'education.staffAcceptTitle';
  refuseTitle: 'decide.refuseTitle' | 'education.staffRejectTitle';
  reasonHint: 'decide.reasonHint' | 'education.staffReasonHint';
}
const CHANGE_TEXTS: DecideTexts = { acceptTitle: 'decide.acceptTitle', refuseTitle: 'decide.refuseTitle', reasonHint: 'decide.reasonHint' };

/**
 * Accept or refuse one request: accepting says what will change; refusing asks for the reason the other side reads.
 * `run` is the mutation of the list that opened it.
 */
export function DecideDialog({
  decision,
  busy,
  error,
  onClose,
  run,
  texts = CHANGE_TEXTS,
}: {
  decision: Decision | null;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  run: (decision: Decision, reason: string) => void;
  texts?: DecideTexts;
}) {
  const { t } = useTranslation('companyInterns');
  const text = useValidationText();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setReasonError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    if (!decision.accept) {
      const parsed = changeRequestRefusalBody.safeParse({ idSolicitud: decision.id, motivo: reason });
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'motivo');
      if (issue) {
        setReasonError(text(issue));
        return;
      }
    }
    run(decision, reason.trim());
  };
  return (
    <Modal open={decision !== null} onClose={close} labelledBy={titleId}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="modal__title">
          {decision ? t(decision.accept ? texts.acceptTitle : texts.refuseTitle, { what: decision.title }) : ''}
        </h2>
        {decision && <p>{decision.summary}</p>}
        {decision && !decision.accept && (
          <TextAreaField
            label={t('decide.reason')}
            hint={t(texts.reasonHint)}
            required
            value={reason}
            length={reason.length}
            maxLength={CHANGE_REQUEST_REASON_MAX}
            error={reasonError}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        )}
        {error ? <ApiErrorAlert error={error} /> : null}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {decision?.accept ? t('decide.accept') : t('decide.refuse')}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('decide.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
