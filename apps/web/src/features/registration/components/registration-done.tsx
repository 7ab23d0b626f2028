import { useEffect, useId, useRef } from 'react';
import { Status } from '@portal/shared';
import { describeNotice } from '@/components/errors/describe-notice';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';

/**
 * The account exists and the session is ready: the brand's own registration message (or the catalogue's notice
 * 504), announced and focused, with the one way on into the portal.
 */
export function RegistrationDone({ nombre, onEnter }: { nombre: string; onEnter: () => void }) {
  const { t } = useTranslation('registration');
  const language = useLanguage();
  const brand = useBrand();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const notice = describeNotice({ status: Status.UserRegistered }, language);
  const body = brand.customMessages.registro?.[language] ?? notice.body;

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="registration-done" aria-labelledby={titleId}>
      <div role="status" className="alert alert--success">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="alert__title">
          {t('done.title', { nombre })}
        </h2>
        <p className="alert__body">{body}</p>
      </div>
      <button type="button" className="button button--primary button--block" onClick={onEnter}>
        {t('done.enter')}
      </button>
    </section>
  );
}
