import { Status, type PendingDeletion } from '@portal/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { showNotice } from '@/lib/notices';
import { useRequestAccountDeletion } from '../api/request-account-deletion';
import { useWithdrawAccountDeletion } from '../api/withdraw-account-deletion';

/**
 * The menu's "request deletion" (brand flag canBorrarCuenta), a chunk loaded when opened. Without a pending
 * request it asks the spec's question and sends the request (notice 520, or the banner with the refusal's text).
 * With one pending (`deletion`, from the pending actions) it says when the data will be erased and offers to keep
 * the account instead: asking again would change nothing, the first date stands.
 */
export default function AccountDeletionDialog({ open, onClose, deletion }: { open: boolean; onClose: () => void; deletion?: PendingDeletion }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useRequestAccountDeletion();
  const withdrawal = useWithdrawAccountDeletion();
  if (deletion) {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Madrid' });
    return (
      <ConfirmDialog
        open={open}
        title={t('accountDeletion.title')}
        confirmLabel={t('accountDeletion.keep')}
        cancelLabel={t('dialog.close')}
        busy={withdrawal.isPending}
        onCancel={onClose}
        onConfirm={() =>
          withdrawal.mutate(undefined, {
            onSuccess: () => showNotice({ status: Status.DeletionRequestWithdrawn }),
            onSettled: onClose,
          })
        }
      >
        <p>{t('accountDeletion.pending', { requested: day.format(new Date(deletion.solicitada)), due: day.format(new Date(deletion.supresion)) })}</p>
        <p>{t('accountDeletion.keepQuestion')}</p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      title={t('accountDeletion.title')}
      busy={request.isPending}
      onCancel={onClose}
      onConfirm={() =>
        request.mutate(undefined, {
          onSuccess: () => showNotice({ status: Status.DeletionRequestReceived }),
          onSettled: onClose,
        })
      }
    >
      <p>{t('accountDeletion.question')}</p>
    </ConfirmDialog>
  );
}
