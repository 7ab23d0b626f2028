import { useId, useState, type FormEvent } from 'react';
import { REJECTION_REASON_STATE_ID, type StaffCandidacyItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { SelectField } from '@/components/ui/form-fields';
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
        <SelectField
          label={t('candidacies.newState')}
          options={candidacy.movimientos.map((m) => ({ value: String(m.idEstado), label: m.estado }))}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        />
        {rejecting && (
          <SelectField
            label={t('reason')}
            placeholder={t('candidacies.chooseReason')}
            options={reasons.map((r) => ({ value: String(r.idMotivo), label: r.descripcion }))}
            value={reason}
            error={missingReason ? t('candidacies.reasonRequired') : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissingReason(false);
            }}
          />
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
