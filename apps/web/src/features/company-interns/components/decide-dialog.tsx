import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CHANGE_REQUEST_REASON_MAX, changeRequestRefusalBody } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { TextAreaField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useValidationText } from '@/lib/form-errors';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDecideEducationRequest } from '../api/staff-education-requests';
import { dayFormatter } from './format';

export interface Decision {
  id: number;
  accept: boolean;
  /** Who and what, said in the dialog's title. */
  title: string;
  /** What accepting does, said before confirming. */
  summary: string;
  /** The dialog's words for this request when they are not the list's (a renunciation among change requests). */
  texts?: DecideTexts;
}

/** The dialog's words, as keys of the companyInterns texts (a change request's by default). */
export interface DecideTexts {
  acceptTitle: 'decide.acceptTitle' | 'education.staffAcceptTitle' | 'renunciation.acceptTitle';
  refuseTitle: 'decide.refuseTitle' | 'education.staffRejectTitle' | 'renunciation.refuseTitle';
  reasonHint: 'decide.reasonHint' | 'education.staffReasonHint' | 'education.staffOutsideReasonHint' | 'renunciation.reasonHint';
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
  texts: listTexts = CHANGE_TEXTS,
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
  const texts = decision?.texts ?? listTexts;
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

/** What `useDecision` needs of a list's or a detail's decision mutation (TanStack Query's `useMutation` fits). */
interface DecisionMutation<TBody> {
  mutate(body: TBody, options: { onSuccess: () => void }): void;
  isPending: boolean;
  error: unknown;
  reset(): void;
}

/**
 * The decision dialog wired to its mutation: `open` shows it for one request, `dialog` is it, `done` says what was
 * decided (the page's status line). `body` turns a decision and its reason into the call's body.
 */
export function useDecision<TBody>({
  mutation,
  body,
  doneText,
  texts,
  initialDone = '',
}: {
  mutation: DecisionMutation<TBody>;
  body: (decision: Decision, reason: string) => NoInfer<TBody>;
  doneText: (decision: Decision) => string;
  texts?: DecideTexts;
  initialDone?: string;
}): { open: (decision: Decision) => void; dialog: ReactNode; done: string } {
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [done, setDone] = useState(initialDone);
  const dialog = (
    <DecideDialog
      decision={deciding}
      busy={mutation.isPending}
      error={mutation.error}
      texts={texts}
      onClose={() => {
        mutation.reset();
        setDeciding(null);
      }}
      run={(decision, reason) =>
        mutation.mutate(body(decision, reason), {
          onSuccess: () => {
            setDone(doneText(decision));
            setDeciding(null);
          },
        })
      }
    />
  );
  return { open: setDeciding, dialog, done };
}

const EDUCATION_TEXTS: DecideTexts = { acceptTitle: 'education.staffAcceptTitle', refuseTitle: 'education.staffRejectTitle', reasonHint: 'education.staffReasonHint' };
/** A student's request at a company outside the portal: only the student reads the service's words. */
const OUTSIDE_TEXTS: DecideTexts = { ...EDUCATION_TEXTS, reasonHint: 'education.staffOutsideReasonHint' };

/** What the service's decision needs of a company's own request, from the list's row or the detail. */
interface Decidable {
  idSolicitudPractica: number;
  origen: 'alumno' | 'empresa';
  alumno: string;
  empresa: string;
  puestoTrabajo: string | null;
  fechaInicio: string;
  fechaFin: string;
}

/**
 * The service accepts or rejects a company's own request (the list's row or its detail): `buttons` opens the dialog,
 * `dialog` is it, `done` says what was decided.
 */
export function useStaffEducationDecision(): { buttons: (r: Decidable) => ReactNode; dialog: ReactNode; done: string } {
  const { t } = useTranslation('companyInterns');
  const day = dayFormatter(useLanguage());
  const { open: decide, dialog, done } = useDecision({
    mutation: useDecideEducationRequest(),
    body: (d, motivo) => (d.accept ? { accept: true as const, idSolicitudPractica: d.id } : { accept: false as const, idSolicitudPractica: d.id, motivo }),
    doneText: (d) => t(d.accept ? 'education.staffAccepted' : 'education.staffRejected', { what: d.title }),
    texts: EDUCATION_TEXTS,
  });
  const open = (r: Decidable, accept: boolean) => {
    const outside = r.origen === 'alumno';
    const what = outside ? (accept ? 'education.staffOutsideAcceptSummary' : 'education.staffOutsideRejectSummary') : accept ? 'education.staffAcceptSummary' : 'education.staffRejectSummary';
    decide({
      id: r.idSolicitudPractica,
      accept,
      title: `${r.alumno} (${r.empresa})`,
      summary: `${r.puestoTrabajo ?? ''} · ${t('interns.dates', { from: day(r.fechaInicio), to: day(r.fechaFin) })}. ${t(what)}`,
      ...(outside ? { texts: OUTSIDE_TEXTS } : {}),
    });
  };
  const buttons = (r: Decidable) => (
    <div className="bo-actions">
      <button type="button" className="button button--primary" aria-label={t('education.staffAcceptFor', { name: r.alumno })} onClick={() => open(r, true)}>
        {t('decide.accept')}
      </button>
      <button type="button" className="button button--secondary" aria-label={t('education.staffRejectFor', { name: r.alumno })} onClick={() => open(r, false)}>
        {t('decide.refuse')}
      </button>
    </div>
  );
  return { buttons, dialog, done };
}
