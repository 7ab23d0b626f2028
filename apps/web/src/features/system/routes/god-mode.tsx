import { useState, type FormEvent } from 'react';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField } from '@/components/ui/form-fields';
import { godModeExpiry, setGodMode } from '@/lib/god-mode';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCheckGodModePass } from '../api/god-mode';

/**
 * /gma2019, the admin screen: enters the god-mode pass a staff member made in the back office (Settings). The server
 * checks it first; this browser then keeps it until it expires and sends it with every call.
 */
export default function GodModePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [expiry, setExpiry] = useState(godModeExpiry);
  const [pass, setPass] = useState('');
  const check = useCheckGodModePass();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate(pass, {
      onSuccess: (kept) => {
        setGodMode(kept);
        setExpiry(kept.caduca);
        setPass('');
      },
    });
  };
  const turnOff = () => {
    setGodMode(null);
    setExpiry(null);
  };
  const until = expiry ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(expiry)) : '';
  return (
    <div className="page-content">
      <div className="card">
        <p>{t('godMode.body')}</p>
        <p role="status">{expiry ? t('godMode.on', { until }) : t('godMode.off')}</p>
        {expiry ? (
          <button type="button" className="button button--secondary" onClick={turnOff}>
            {t('godMode.disable')}
          </button>
        ) : (
          <form onSubmit={submit} noValidate>
            <p>{t('godMode.howTo')}</p>
            <InputField label={t('godMode.pass')} value={pass} onChange={(event) => setPass(event.target.value)} autoComplete="off" spellCheck={false} required />
            {check.error ? <ApiErrorAlert error={check.error} /> : null}
            <button type="submit" className="button button--primary" disabled={check.isPending || pass.trim() === ''}>
              {t('godMode.enable')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
