import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface RemoveMutation {
  mutate: (id: number, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * "Remove …?" for the contact or fiscal account being removed (null: closed). The body says what follows; the
 * server's refusal (612 yourself, 613 the last contact, 608) stays in the dialog, and a success closes it.
 */
export function RemoveDialog({
  removing,
  title,
  body,
  confirmLabel,
  remove,
  onClose,
  onRemoved,
}: {
  removing: { id: number; name: string } | null;
  title: string;
  body: string;
  confirmLabel: string;
  remove: RemoveMutation;
  onClose: () => void;
  onRemoved: (name: string) => void;
}) {
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={removing !== null}
      title={title}
      confirmLabel={confirmLabel}
      danger
      busy={remove.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!removing) return;
        remove.mutate(removing.id, {
          onSuccess: () => {
            close();
            onRemoved(removing.name);
          },
        });
      }}
    >
      <p>{body}</p>
      {remove.error ? <ApiErrorAlert error={remove.error} /> : null}
    </ConfirmDialog>
  );
}
