import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';

export interface CompanyOption {
  idEmpresa: number;
  nombre: string;
}

interface CompanyChoiceProps {
  companies: readonly CompanyOption[];
  onChoose: (idEmpresa: number) => void;
  onBack: () => void;
  error: unknown;
  busy: boolean;
}

/** Second login step of a contact of several companies: pick one, then the login is repeated with its idEmpresa. */
export function CompanyChoice({ companies, onChoose, onBack, error, busy }: CompanyChoiceProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="login-step">
      <h2 id={titleId}>{t('companies.title')}</h2>
      <p>{t('companies.intro')}</p>
      <ApiErrorAlert error={error} />
      <ul className="choice-list">
        {companies.map((company) => (
          <li key={company.idEmpresa}>
            <button type="button" className="choice-list__item" disabled={busy} onClick={() => onChoose(company.idEmpresa)}>
              {company.nombre}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={onBack}>
        {t('companies.back')}
      </button>
    </section>
  );
}
