import { useState } from 'react';
import { GOD_MODE_PASS_HOURS } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/form-fields';
import { pathFor } from '@/config/routes';
import { setGodMode } from '@/lib/god-mode';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCreateGodModePass, useWithdrawGodModePasses } from '../api/god-mode';

/**
 * God mode, granted by staff only: a pass for this institution (signed by the server, valid GOD_MODE_PASS_HOURS) to
 * enter at /gma2019 in the browser that must pass maintenance, or to use in this one; and the withdrawal of every
 * pass made so far. Both are in the change log.
 */
export function GodModeCard({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const create = useCreateGodModePass();
  const withdraw = useWithdrawGodModePasses();
  const [asking, setAsking] = useState(false);
  const pass = create.data;
  const until = pass ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(pass.caduca)) : '';
  const useHere = () => {
    if (!pass) return;
    setGodMode(pass);
    onDone(t('settings.godMode.usedHere', { until }));
  };
  const confirmWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        create.reset();
        setGodMode(null);
        onDone(t('settings.godMode.withdrawn'));
      },
    });
  return (
    <section className="card" aria-labelledby="settings-god-mode">
      <h2 id="settings-god-mode">{t('settings.godMode.title')}</h2>
      <p>{t('settings.godMode.text', { hours: GOD_MODE_PASS_HOURS, path: pathFor('god-mode', language) })}</p>
      {create.error ? <ApiErrorAlert error={create.error} /> : null}
      {pass ? (
        <>
          <TextAreaField label={t('settings.godMode.pass')} hint={t('settings.godMode.until', { until })} value={pass.pase} readOnly rows={3} onFocus={(event) => event.currentTarget.select()} />
          <div className="bo-actions">
            <button type="button" className="button button--secondary" onClick={useHere}>
              {t('settings.godMode.useHere')}
            </button>
          </div>
        </>
      ) : null}
      <div className="bo-actions bo-actions--spaced">
        <button type="button" className="button button--primary" disabled={create.isPending} onClick={() => create.mutate()}>
          {t('settings.godMode.create')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          {t('settings.godMode.withdraw')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('settings.godMode.withdrawTitle')}
        confirmLabel={t('settings.godMode.withdraw')}
        busy={withdraw.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirmWithdraw}
      >
        <p>{t('settings.godMode.withdrawText')}</p>
        {withdraw.error ? <ApiErrorAlert error={withdraw.error} /> : null}
      </ConfirmDialog>
    </section>
  );
}
