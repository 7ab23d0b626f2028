import { Status, type PendingDeletion } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { showNotice } from '@/lib/notices';
import { useWithdrawAccountDeletion } from '../api/withdraw-account-deletion';
import './deletion-pending-banner.css';

/**
 * Under the header of every page while a deletion request waits out its grace period: the date the data goes, and
 * the way back in one click (keeping an account loses nothing, so it is not asked twice). A request the candidate
 * did not make is seen at the next sign-in, not only in the mail.
 */
export default function DeletionPendingBanner({ deletion }: { deletion: PendingDeletion }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const withdrawal = useWithdrawAccountDeletion();
  const due = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date(deletion.supresion));
  return (
    <aside className="deletion-banner" aria-label={t('accountDeletion.title')}>
      <div className="deletion-banner__inner">
        <p className="deletion-banner__text">{t('accountDeletion.banner', { due })}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={withdrawal.isPending}
          onClick={() => withdrawal.mutate(undefined, { onSuccess: () => showNotice({ status: Status.DeletionRequestWithdrawn }) })}
        >
          {t('accountDeletion.keep')}
        </button>
      </div>
    </aside>
  );
}
