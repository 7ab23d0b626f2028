import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useSettings } from '../api/settings';
import { useSsoSettings } from '../api/sso-settings';
import { FieldsForm } from '../components/fields-form';
import { FlagsForm } from '../components/flags-form';
import { GodModeCard } from '../components/god-mode-card';
import { MaintenanceCard } from '../components/maintenance-card';
import { SsoForm } from '../components/sso-form';
import '@/components/ui/back-office.css';

/**
 * /gestion/configuracion: the institution's run-time settings (maintenance switch, god-mode passes, brand flags, field
 * rules, single sign-on) over
 * the brand config's defaults. Every change is in the audit log and applies at the next request.
 */
export default function SettingsPage() {
  const { t } = useTranslation('staffContent');
  const settings = useSettings();
  const sso = useSsoSettings();
  const [done, setDone] = useState('');
  if (settings.isError) return <ApiErrorAlert error={settings.error} />;
  if (settings.isPending) return <Loading label={t('loading')} />;
  return (
    <div className="page-content bo-detail">
      <p className="bo-status" role="status">
        {done}
      </p>
      <MaintenanceCard settings={settings.data} onDone={setDone} />
      <GodModeCard onDone={setDone} />
      <FlagsForm settings={settings.data} onDone={setDone} />
      <FieldsForm settings={settings.data} onDone={setDone} />
      {sso.isError ? <ApiErrorAlert error={sso.error} /> : sso.data ? <SsoForm settings={sso.data} onDone={setDone} /> : <Loading label={t('loading')} />}
    </div>
  );
}
