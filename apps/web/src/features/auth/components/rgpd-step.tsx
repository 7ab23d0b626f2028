import { useId } from 'react';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useRgpdText, type RgpdRole } from '../api/get-rgpd-text';

interface RgpdStepProps {
  role: RgpdRole;
  onAccept: () => void;
  onReject: () => void;
  error: unknown;
  busy: boolean;
}

/**
 * The data-protection text in force, to accept before the session starts (the token is stored only after). It is
 * read as a page of its own, not in a small scroll box; not accepting says what follows: no session, and the
 * person can come back and accept at their next sign-in.
 */
export function RgpdStep({ role, onAccept, onReject, error, busy }: RgpdStepProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const text = useRgpdText(role, language);
  const titleId = useId();
  const rejectId = useId();
  return (
    <section aria-labelledby={titleId} className="login-step rgpd-step">
      <h2 id={titleId}>{t('rgpd.title')}</h2>
      <p>{t('rgpd.intro')}</p>
      <ApiErrorAlert error={text.error ?? error} />
      {text.isPending ? (
        <Loading label={t('rgpd.loading')} />
      ) : text.data ? (
        <>
          <p className="muted">{t('rgpd.version', { version: text.data.version })}</p>
          <div className="rgpd-text">
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
        <button type="button" className="button button--secondary" onClick={onReject} aria-describedby={rejectId}>
          {t('rgpd.reject')}
        </button>
      </div>
      <p id={rejectId} className="muted rgpd-step__reject">
        {t('rgpd.rejectConsequence')}
      </p>
    </section>
  );
}
