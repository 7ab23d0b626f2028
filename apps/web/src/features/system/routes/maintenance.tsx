import { useTranslation } from '@/lib/i18n';

/** /mantenimiento: every other page leads here while the service is in maintenance (unless god mode). */
export default function MaintenancePage() {
  const { t } = useTranslation();
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
