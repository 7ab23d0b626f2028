import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CompanyRequestBody } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { RequestAccountForm } from '../components/request-account-form';
import '../company-account.css';

function RequestSent({ request }: { request: CompanyRequestBody }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={titleId}>
      <div role="status" className="alert alert--success">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="alert__title">
          {t('request.doneTitle')}
        </h2>
        <p className="alert__body">{t('request.doneBody', { empresa: request.nombreComercial, email: request.email })}</p>
      </div>
      <p>
        <Link to={pathFor('login-company', language)} className="button button--secondary">
          {t('request.goToLogin')}
        </Link>
      </p>
    </section>
  );
}

/**
 * /solicitar-cuenta: a company asks for an account (guardarUsuarioEmpresa). No session starts: the company waits
 * for the employment service to validate it, and its contact hears by e-mail.
 */
export default function RequestAccountPage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const [sent, setSent] = useState<CompanyRequestBody | null>(null);
  return (
    <div className="page-content company-page company-page--narrow">
      <div className="card">
        {sent ? (
          <RequestSent request={sent} />
        ) : (
          <>
            <p className="company-intro">{t('request.intro')}</p>
            <RequestAccountForm onDone={setSent} />
            <p>
              {t('request.haveAccount')} <Link to={pathFor('login-company', language)}>{t('request.goToLogin')}</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
