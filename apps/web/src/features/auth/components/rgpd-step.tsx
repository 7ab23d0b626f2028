import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useLanguage } from '@/lib/i18n';
import { useRgpdText, type RgpdRole } from '../api/get-rgpd-text';

interface RgpdStepProps {
  role: RgpdRole;
  onAccept: () => void;
  onReject: () => void;
  error: unknown;
  busy: boolean;
}

/** The data-protection text in force, to accept before the session starts (the token is stored only after). */
export function RgpdStep({ role, onAccept, onReject, error, busy }: RgpdStepProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const text = useRgpdText(role, language);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="login-step">
      <h2 id={titleId}>{t('rgpd.title')}</h2>
      <p>{t('rgpd.intro')}</p>
      <ApiErrorAlert error={text.error ?? error} />
      {text.isPending ? (
        <Loading label={t('rgpd.loading')} />
      ) : text.data ? (
        <>
          <p className="muted">{t('rgpd.version', { version: text.data.version })}</p>
          <div className="rgpd-text" tabIndex={0} role="region" aria-labelledby={titleId}>
            {text.data.texto
              .split(/\n\s*\n/)
              .filter((paragraph) => paragraph.trim() !== '')
              .map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
          </div>
        </>
      ) : null}
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onAccept} disabled={busy || !text.data}>
          {t('rgpd.accept')}
        </button>
        <button type="button" className="button button--secondary" onClick={onReject}>
          {t('rgpd.reject')}
        </button>
      </div>
    </section>
  );
}
