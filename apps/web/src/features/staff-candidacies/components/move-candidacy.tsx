import { useId, useState, type FormEvent } from 'react';
import { REJECTION_REASON_STATE_ID, type StaffCandidacyItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Modal } from '@/components/ui/modal';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMoveCandidacy } from '../api/candidacy-actions';
import { useRejectionReasons } from '../api/get-reasons';

/** Moves a candidacy to one of the states the shared state machine allows; a rejection asks for its reason. */
export function MoveCandidacyDialog({
  candidacy,
  profile,
  onClose,
  onMoved,
}: {
  candidacy: StaffCandidacyItem;
  profile: number;
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const titleId = useId();
  const stateId = useId();
  const reasonId = useId();
  const [target, setTarget] = useState(String(candidacy.movimientos[0]?.idEstado ?? ''));
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const { reasons } = useRejectionReasons(language, profile);
  const move = useMoveCandidacy();
  const rejecting = Number(target) === REJECTION_REASON_STATE_ID;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rejecting && !reason) {
      setMissingReason(true);
      return;
    }
    const next = candidacy.movimientos.find((m) => m.idEstado === Number(target));
    move.mutate(
      { idCandidatura: candidacy.idCandidatura, idEstado: Number(target), ...(rejecting ? { idMotivo: Number(reason) } : {}) },
      { onSuccess: () => onMoved(t('candidacies.moved', { name: candidacy.nombre, state: next?.estado ?? '' })) },
    );
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="modal__title">
          {t('candidacies.moveTitle', { name: candidacy.nombre })}
        </h2>
        <p>{t('candidacies.currentState', { state: candidacy.estado })}</p>
        <div className="field">
          <label className="field__label" htmlFor={stateId}>
            {t('candidacies.newState')}
          </label>
          <select id={stateId} className="field__input" value={target} onChange={(event) => setTarget(event.target.value)}>
            {candidacy.movimientos.map((m) => (
              <option key={m.idEstado} value={m.idEstado}>
                {m.estado}
              </option>
            ))}
          </select>
        </div>
        {rejecting && (
          <div className={missingReason ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={reasonId}>
              {t('reason')}
            </label>
            <select
              id={reasonId}
              className="field__input"
              value={reason}
              aria-invalid={missingReason}
              aria-describedby={missingReason ? `${reasonId}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setMissingReason(false);
              }}
            >
              <option value="">{t('candidacies.chooseReason')}</option>
              {reasons.map((r) => (
                <option key={r.idMotivo} value={r.idMotivo}>
                  {r.descripcion}
                </option>
              ))}
            </select>
            {missingReason && (
              <p id={`${reasonId}-error`} className="field__error">
                {t('candidacies.reasonRequired')}
              </p>
            )}
          </div>
        )}
        {move.error ? <ApiErrorAlert error={move.error} /> : null}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={move.isPending || !target}>
            {t('candidacies.move')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
