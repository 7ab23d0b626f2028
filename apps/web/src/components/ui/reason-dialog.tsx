import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SelectField } from './form-fields';
import { Modal } from './modal';
import './back-office.css';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the reason is for, e.g. "The company receives this text by e-mail". */
  hint: string;
  label: string;
  confirmLabel: string;
  busy?: boolean;
  error?: React.ReactNode;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** Canned texts (the institution's reasons): picking one writes it in the field, where it can still be edited. */
  presets?: readonly { id: number; text: string }[] | undefined;
  presetLabel?: string;
  /** What the decision applies to (the items a bulk action picked), shown above the field. */
  children?: ReactNode;
}

/** One-click actions that need a reason (reject, block, send back): the reason is required, 3 to 1000 characters. */
export function ReasonDialog({ open, title, hint, label, confirmLabel, busy = false, error, onConfirm, onCancel, presets, presetLabel, children }: ReasonDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 3) {
      setInvalid(true);
      return;
    }
    onConfirm(text);
  };
  const close = () => {
    setReason('');
    setInvalid(false);
    onCancel();
  };
  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
        {presets && presets.length > 0 && (
          <SelectField
            label={presetLabel ?? t('reasonDialog.preset')}
            placeholder={t('reasonDialog.presetNone')}
            options={presets.map((preset) => ({ value: String(preset.id), label: preset.text }))}
            defaultValue=""
            onChange={(event) => {
              const picked = presets.find((preset) => String(preset.id) === event.target.value);
              if (picked) {
                setReason(picked.text);
                setInvalid(false);
              }
            }}
          />
        )}
        <div className={invalid ? 'field field--invalid' : 'field'}>
          <label htmlFor={fieldId} className="field__label">
            {label}
          </label>
          <p id={hintId} className="field__hint">
            {hint}
          </p>
          <textarea
            id={fieldId}
            className="field__input bo-textarea"
            value={reason}
            maxLength={1000}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              setReason(event.target.value);
              setInvalid(false);
            }}
          />
          {invalid && (
            <p id={errorId} className="field__error">
              {t('reasonDialog.required')}
            </p>
          )}
        </div>
        {error}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {confirmLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
