import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { configurationKeys } from '@/lib/query-keys';

/** How often the maintenance page asks whether maintenance has ended. */
export const MAINTENANCE_POLL_MS = 30_000;

/**
 * /mantenimiento: every other page leads here while the service is in maintenance (unless god mode). The page asks
 * for the configuration every 30 s; once maintenance ends the route guard takes the visitor home by itself.
 */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setInterval(() => void queryClient.invalidateQueries({ queryKey: configurationKeys.all }), MAINTENANCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [queryClient]);
  return (
    <div className="page-content">
      <div className="card">
        <p>{t('maintenance.body')}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.assign('/')}>
          {t('maintenance.retry')}
        </button>
      </div>
    </div>
  );
}
