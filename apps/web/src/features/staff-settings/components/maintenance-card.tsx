import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { InstitutionSettings } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSettingsAction } from '../api/settings';

/** The maintenance switch: switching on asks first (everyone but staff is sent away); switching off is at once. */
export function MaintenanceCard({ settings, onDone }: { settings: InstitutionSettings; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const action = useSettingsAction('maintenance');
  const [asking, setAsking] = useState(false);
  const on = settings.mantenimiento;
  const set = (activo: boolean) =>
    action.mutate(
      { activo },
      {
        onSuccess: () => {
          setAsking(false);
          onDone(t(activo ? 'settings.maintenance.doneOn' : 'settings.maintenance.doneOff'));
        },
      },
    );
  return (
    <section className="card" aria-labelledby="settings-maintenance">
      <h2 id="settings-maintenance">{t('settings.maintenance.title')}</h2>
      <p>
        <span className={`bo-badge ${on ? 'bo-badge--rechazada' : 'bo-badge--validada'}`}>{t(on ? 'settings.maintenance.stateOn' : 'settings.maintenance.stateOff')}</span>
      </p>
      <p>{on ? t('settings.maintenance.on') : t('settings.maintenance.off')}</p>
      {settings.mantenimientoServidor && <p className="bo-reason">{t('settings.maintenance.server')}</p>}
      {action.error && !asking ? <ApiErrorAlert error={action.error} /> : null}
      <div className="bo-actions bo-actions--spaced">
        {on ? (
          <button type="button" className="button button--primary" disabled={action.isPending} onClick={() => set(false)}>
            {t('settings.maintenance.switchOff')}
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
            {t('settings.maintenance.switchOn')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('settings.maintenance.confirmTitle')}
        confirmLabel={t('settings.maintenance.switchOn')}
        busy={action.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => set(true)}
      >
        <p>{t('settings.maintenance.confirmText')}</p>
        {action.error ? <ApiErrorAlert error={action.error} /> : null}
      </ConfirmDialog>
    </section>
  );
}
