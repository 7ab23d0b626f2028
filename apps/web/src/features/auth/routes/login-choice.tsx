import { useId } from 'react';
import { Link } from 'react-router';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { DemoAccounts } from '../components/demo-accounts';

/** /login: choose between the candidates' and the companies' access. */
export default function LoginChoicePage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const brand = useBrand();
  const candidatesId = useId();
  const companiesId = useId();
  return (
    <div className="page-content login-page">
      <p className="lead">{t('choice.intro')}</p>
      <div className="choice-grid">
        <section className="card choice-card" aria-labelledby={candidatesId}>
          <h2 id={candidatesId}>{t('choice.candidates.title')}</h2>
          <p>{brand.login.alumnos[language]}</p>
          <p className="muted">{t('choice.candidates.text')}</p>
          <Link to={pathFor('login-candidate', language)} className="button button--primary">
            {t('choice.candidates.cta')}
          </Link>
          <Link to={pathFor('login-alumni', language)} className="choice-card__secondary">
            {t('choice.alumni')}
          </Link>
        </section>
        <section className="card choice-card" aria-labelledby={companiesId}>
          <h2 id={companiesId}>{t('choice.companies.title')}</h2>
          <p>{brand.login.empresas[language]}</p>
          <p className="muted">{t('choice.companies.text')}</p>
          <Link to={pathFor('login-company', language)} className="button button--primary">
            {t('choice.companies.cta')}
          </Link>
          <Link to={pathFor('request-account', language)} className="choice-card__secondary">
            {t('choice.requestAccount')}
          </Link>
        </section>
      </div>
      <p className="login-page__staff">
        <Link to={pathFor('login-staff', language)}>{t('choice.staff')}</Link>
      </p>
      <DemoAccounts />
    </div>
  );
}
