import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /**
   * An action that cannot be undone: the confirm button is red and names the action (confirmLabel), the other is
   * "Cancel", and the body says what follows.
   */
  danger?: boolean;
}

/** A yes/no question ('Sí' / 'No' unless told otherwise). Focus starts on 'No' (or 'Cancel'), the safe answer. */
export function ConfirmDialog({ open, title, children, onConfirm, onCancel, confirmLabel, cancelLabel, busy = false, danger = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onCancel} labelledBy={titleId} describedBy={bodyId} role="alertdialog" initialFocus={cancel}>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div id={bodyId} className="modal__body">
        {children}
      </div>
      <div className="modal__actions">
        <button type="button" className={`button ${danger ? 'button--danger' : 'button--primary'}`} onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? t('dialog.yes')}
        </button>
        <button type="button" ref={cancel} className="button button--secondary" onClick={onCancel}>
          {cancelLabel ?? (danger ? t('dialog.cancel') : t('dialog.no'))}
        </button>
      </div>
    </Modal>
  );
}
