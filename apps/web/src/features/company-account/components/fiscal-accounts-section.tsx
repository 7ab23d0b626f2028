import { useId, useState } from 'react';
import { Status, type CompanyData } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useFiscalAccounts } from '../api/get-fiscal-accounts';
import { FiscalAccountForm } from './fiscal-account-form';

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The company's fiscal accounts (dameCuentasFacturacion) and the form to add one, prefilled from the company data. */
export function FiscalAccountsSection({ company }: { company: CompanyData }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const accounts = useFiscalAccounts(language);
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState(false);

  if (accounts.isPending) return <Loading label={t('company.tabAccounts')} />;
  if (accounts.isError) return <ApiErrorAlert error={accounts.error} />;

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="company-section-title">
        {t('company.tabAccounts')}
      </h2>
      <p className="company-intro">{t('accounts.intro')}</p>
      {saved && <CatalogueNotice status={Status.ChangesSaved} />}
      {accounts.data.length === 0 ? (
        <p>{t('accounts.empty')}</p>
      ) : (
        <ul className="company-list">
          {accounts.data.map((account) => (
            <li key={account.idCuenta} className="card company-list__item">
              <div>
                <p className="company-list__name">
                  {account.NombreFiscal} · {account.CIF}
                </p>
                <p className="company-list__detail">
                  {[account.domicilioFiscal, `${account.cp} ${account.poblacion}`, account.Provincia].filter(Boolean).join(', ')}
                </p>
                <p className="company-list__detail">
                  {account.requiereEnvioPostalFacturas ? t('accounts.postalYes', { direccion: account.domicilioEnvioPostal }) : t('accounts.postalNo')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <div className="card">
          <h3 className="company-section-title">{t('accounts.addTitle')}</h3>
          <FiscalAccountForm
            defaults={{
              NombreFiscal: company.nombreFiscal,
              CIF: company.cif,
              domicilioFiscal: text(company.direccion),
              cp: text(company.cp),
              poblacion: text(company.poblacion),
              idPais: text(company.idPais),
              idProvincia: text(company.idProvincia),
            }}
            onSaved={() => {
              setAdding(false);
              setSaved(true);
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setSaved(false);
            setAdding(true);
          }}
        >
          {t('accounts.add')}
        </button>
      )}
    </section>
  );
}
