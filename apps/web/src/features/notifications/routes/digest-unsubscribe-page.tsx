import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { digestUnsubscribeCall } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { callApi } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

/**
 * /baja-resumen?t=...: the link of every daily summary mail. It asks for one click (a mail scanner that opens
 * links must not unsubscribe anybody), then stops the summaries of the reader the link was made for, signed in
 * or not. What went in the summaries stays in the portal's notifications.
 */
export default function DigestUnsubscribePage() {
  const { t } = useTranslation('notifications');
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const stop = useMutation({
    mutationFn: () => callApi(digestUnsubscribeCall, { body: { token } }),
    meta: { inlineErrors: true },
  });
  return (
    <div className="page-content login-page">
      <div className="card login-card">
        {stop.isSuccess ? (
          <>
            <p role="status">{t('unsubscribe.done')}</p>
            <p>
              <Link to="/notificaciones">{t('unsubscribe.preferences')}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{t('unsubscribe.explain')}</p>
            <ApiErrorAlert error={stop.error} />
            <button type="button" className="button button--primary" disabled={stop.isPending || token === ''} onClick={() => stop.mutate()}>
              {t('unsubscribe.confirm')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
