import { useTranslation } from '@/lib/i18n';
import { Status } from '@portal/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showNotice } from '@/lib/notices';
import { useRequestAccountDeletion } from '../api/request-account-deletion';

/**
 * The candidate's request to leave the service (brand flag canBorrarCuenta). On 'Sí' the request is sent; the
 * answer is the catalogue's "deletion request received" notice, or the banner with the refusal's text.
 */
export function AccountDeletionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const deletion = useRequestAccountDeletion();
  return (
    <ConfirmDialog
      open={open}
      title={t('accountDeletion.title')}
      busy={deletion.isPending}
      onCancel={onClose}
      onConfirm={() =>
        deletion.mutate(undefined, {
          onSuccess: () => showNotice({ status: Status.DeletionRequestReceived }),
          onSettled: onClose,
        })
      }
    >
      <p>{t('accountDeletion.question')}</p>
    </ConfirmDialog>
  );
}
