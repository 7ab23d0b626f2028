import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { Tabs } from '@/components/ui/tabs';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDomains } from '@/lib/reference-data';
import { useCompanyData } from '../api/get-company-data';
import { CompanyDataForm } from '../components/company-data-form';
import { ContactsSection } from '../components/contacts-section';
import { FiscalAccountsSection } from '../components/fiscal-accounts-section';
import '../company-account.css';

const TABS = ['datos', 'contactos', 'cuentas'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /mi-empresa: the company data, its contacts and its fiscal accounts, one tab each (the tab is in the URL). */
export default function MyCompanyPage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const company = useCompanyData(language);
  // The forms' selects (sector, country, province) must have their options before their stored values are set.
  const domains = useDomains();
  const [params, setParams] = useSearchParams();
  const requested = params.get('seccion');
  const active: Tab = isTab(requested) ? requested : 'datos';

  if (company.isPending || domains.isPending) return <Loading label={t('company.tabData')} />;
  if (company.isError) return <ApiErrorAlert error={company.error} />;
  const data = company.data;

  return (
    <div className="page-content company-page">
      <p className="company-intro">
        <strong>{data.nombreComercial}</strong> · {data.cif} · {t('company.state')}: {t(`company.states.${data.estado}`)}
      </p>
      <Tabs
        label={t('company.tabs')}
        tabs={[
          { id: 'datos', label: t('company.tabData') },
          { id: 'contactos', label: t('company.tabContacts') },
          { id: 'cuentas', label: t('company.tabAccounts') },
        ]}
        active={active}
        onSelect={(tab) => setParams(tab === 'datos' ? {} : { seccion: tab }, { replace: true })}
        panelClassName="card"
        renderPanel={(tab) =>
          tab === 'datos' ? (
            <CompanyDataForm key={data.idEmpresa} data={data} />
          ) : tab === 'contactos' ? (
            <ContactsSection />
          ) : (
            <FiscalAccountsSection company={data} />
          )
        }
      />
    </div>
  );
}
