import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { SelectField } from '@/components/ui/form-fields';
import { useMyCompanies, useSwitchCompany } from '../api/switch-company';

/**
 * For a contact of several companies: act for another one without logging out (cambiaEmpresa answers a token for
 * it; the session is replaced and the portal opens at that company's home). Nothing shows for a single company.
 */
export function CompanySwitch() {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const companies = useMyCompanies();
  const switchCompany = useSwitchCompany();
  const titleId = useId();
  const [chosen, setChosen] = useState('');
  const list = companies.data?.empresas ?? [];
  if (list.length < 2) return null;
  const current = list.find((c) => c.idEmpresa === companies.data?.idEmpresaActual);
  const others = list.filter((c) => c.idEmpresa !== companies.data?.idEmpresaActual);

  return (
    <section className="card company-switch" aria-labelledby={titleId}>
      <h2 id={titleId} className="company-section-title">
        {t('switch.title')}
      </h2>
      <p className="company-intro">{t('switch.intro', { empresa: current?.nombre ?? '' })}</p>
      <form
        className="company-switch__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          // Awaited rather than an onSuccess of mutate: the switch drops every cached answer, this page reloads its
          // data and may unmount this form before a per-call callback would run.
          void switchCompany
            .mutateAsync(Number(chosen))
            .then(() => navigate('/'))
            .catch(() => undefined);
        }}
      >
        <SelectField
          label={t('switch.label')}
          placeholder={t('choose')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          options={others.map((c) => ({ value: String(c.idEmpresa), label: c.validada ? c.nombre : t('switch.notValidated', { empresa: c.nombre }) }))}
        />
        <button type="submit" className="button button--primary" disabled={!chosen || switchCompany.isPending}>
          {switchCompany.isPending ? t('switch.switching') : t('switch.submit')}
        </button>
      </form>
      <ApiErrorAlert error={switchCompany.error} />
    </section>
  );
}
