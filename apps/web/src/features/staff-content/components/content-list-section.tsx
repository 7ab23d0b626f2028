import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * One list of the content page (events, guides, programmes, reasons, communications): its heading with the
 * "new" button (hidden while a form is open), what the list is for, then the form and the table it holds.
 */
export function ContentListSection({ id, title, intro, newLabel, onNew, children }: { id: string; title: string; intro: string; newLabel: string; onNew?: (() => void) | undefined; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <div className="bo-list-head">
        <h2 id={id}>{title}</h2>
        {onNew && (
          <button type="button" className="button button--primary" onClick={onNew}>
            {newLabel}
          </button>
        )}
      </div>
      <p className="muted">{intro}</p>
      {children}
    </section>
  );
}

/** What a row offers: edit it, and either switch it on or off (kept for the records that use it) or delete it. */
export function RowActions({
  name,
  onEdit,
  toggle,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  toggle?: { active: boolean; busy: boolean; onToggle: () => void } | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const { t } = useTranslation('staffContent');
  const toggleLabel = toggle?.active ? t('content.deactivate') : t('content.activate');
  return (
    <div className="bo-actions">
      <button type="button" className="button button--secondary" onClick={onEdit} aria-label={`${t('content.edit')}: ${name}`}>
        {t('content.edit')}
      </button>
      {toggle && (
        <button type="button" className="button button--secondary" disabled={toggle.busy} aria-label={`${toggleLabel}: ${name}`} onClick={toggle.onToggle}>
          {toggleLabel}
        </button>
      )}
      {onDelete && (
        <button type="button" className="button button--secondary" onClick={onDelete} aria-label={`${t('content.delete')}: ${name}`}>
          {t('content.delete')}
        </button>
      )}
    </div>
  );
}

interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
}

/** "Delete …?" for the row being deleted (null: closed); the refusal of the server stays in the dialog. */
export function DeleteDialog({
  deleting,
  title,
  remove,
  onClose,
  onDeleted,
  hint,
}: {
  deleting: { id: number; name: string } | null;
  title: string;
  /** What else the deletion does, said before it is confirmed (who will be told). */
  hint?: string;
  remove: DeleteMutation;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <ConfirmDialog
      open={deleting !== null}
      title={title}
      confirmLabel={t('content.delete')}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        deleting &&
        remove.mutate(deleting.id, {
          onSuccess: () => {
            onClose();
            onDeleted();
          },
        })
      }
    >
      <p>{deleting?.name ?? ''}</p>
      {hint ? <p>{hint}</p> : null}
      {remove.error ? <ApiErrorAlert error={remove.error} /> : null}
    </ConfirmDialog>
  );
}

/** The form's two ways out: both close it; a save also says what was done. */
export const formExits = (close: () => void, onDone: (message: string) => void) => ({
  onCancel: close,
  onDone: (message: string) => {
    close();
    onDone(message);
  },
});
