import { useId, useState } from 'react';
import { Status, type CompanyData } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useFiscalAccounts } from '../api/get-fiscal-accounts';
import { useRemoveFiscalAccount } from '../api/remove-fiscal-account';
import { FiscalAccountForm } from './fiscal-account-form';
import { RemoveDialog } from './remove-dialog';

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The company's fiscal accounts (dameCuentasFacturacion), the form to add one, prefilled from the company data, and
 * the removal of one (borraCuentaFacturacion: it leaves the list; the agreements and invoices that used it keep it).
 */
export function FiscalAccountsSection({ company }: { company: CompanyData }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const accounts = useFiscalAccounts(language);
  const remove = useRemoveFiscalAccount();
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState(false);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  if (accounts.isPending) return <Loading label={t('company.tabAccounts')} />;
  if (accounts.isError) return <ApiErrorAlert error={accounts.error} />;

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="company-section-title">
        {t('company.tabAccounts')}
      </h2>
      <p className="company-intro">{t('accounts.intro')}</p>
      {saved && <CatalogueNotice status={Status.ChangesSaved} />}
      {removed !== null && (
        <div role="status" className="alert alert--success">
          <p className="alert__body">{t('accounts.removed', { nombre: removed })}</p>
        </div>
      )}
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
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('accounts.removeNamed', { nombre: `${account.NombreFiscal} (${account.CIF})` })}
                onClick={() => {
                  setSaved(false);
                  setRemoved(null);
                  setRemoving({ id: account.idCuenta, name: `${account.NombreFiscal} (${account.CIF})` });
                }}
              >
                {t('accounts.remove')}
              </button>
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
              setRemoved(null);
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
      <RemoveDialog
        removing={removing}
        title={t('accounts.removeTitle', { nombre: removing?.name ?? '' })}
        body={t('accounts.removeBody')}
        confirmLabel={t('accounts.removeConfirm')}
        remove={remove}
        onClose={() => setRemoving(null)}
        onRemoved={setRemoved}
      />
    </section>
  );
}
