import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { STAFF_COMPANY_STATES, staffExportCalls, type StaffCompanyItem, type StaffCompanyState } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Pagination } from '@/components/ui/pagination';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { StateTabs } from '@/components/ui/state-tabs';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCompanies } from '../api/get-companies';
import { useCompanyAction } from '../api/company-actions';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import '@/components/ui/back-office.css';

const isState = (value: string | null): value is StaffCompanyState => STAFF_COMPANY_STATES.includes(value as StaffCompanyState);

/**
 * /gestion/empresas: the account requests to validate (the default tab, oldest first) and the companies by state.
 * The state, the search text and the page live in the URL. Pending requests can be validated one by one or
 * several at once; rejecting and blocking ask for the reason the company receives by e-mail.
 */
export default function CompanyQueuePage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const estado = isState(params.get('estado')) ? (params.get('estado') as StaffCompanyState) : 'pendiente';
  const texto = params.get('texto') ?? '';
  const pagina = Number(params.get('pagina')) || 1;
  const list = useCompanies({ estado, texto: texto || undefined, pagina });
  const validate = useCompanyAction('validate');
  const validateMany = useCompanyAction('validateMany');
  const reject = useCompanyAction('reject');
  const block = useCompanyAction('block');
  const unblock = useCompanyAction('unblock');
  const [selected, setSelected] = useState<number[]>([]);
  const [asking, setAsking] = useState<{ kind: 'reject' | 'block'; company: StaffCompanyItem } | null>(null);
  const [done, setDone] = useState('');
  const error = validate.error ?? validateMany.error ?? unblock.error;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('texto') ?? '').trim();
    setParams(value ? { estado, texto: value } : { estado });
  };
  const after = (message: string) => () => {
    setDone(message);
    setSelected([]);
  };
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const items = list.data?.items ?? [];
  const allSelected = items.length > 0 && items.every((c) => selected.includes(c.idEmpresa));

  return (
    <div className="page-content">
      <StateTabs
        label={t('companies.states')}
        current={estado}
        tabs={STAFF_COMPANY_STATES.map((s) => ({ value: s, label: t(`companies.state.${s}`), count: list.data?.contadores[s], alert: s === 'pendiente' }))}
      />
      <form className="bo-filters" role="search" onSubmit={search}>
        <div className="field">
          <label className="field__label" htmlFor="company-search">
            {t('companies.search')}
          </label>
          <input id="company-search" name="texto" className="field__input" defaultValue={texto} key={texto} />
        </div>
        <button type="submit" className="button button--secondary">
          {t('filters.apply')}
        </button>
        <ExportCsvButton call={staffExportCalls.companies} query={{ estado, texto: texto || undefined }} fileName="empresas.csv" />
      </form>
      <p role="status" className="bo-status">
        {done}
      </p>
      {error ? <ApiErrorAlert error={error} /> : null}
      {estado === 'pendiente' && items.length > 0 && (
        <div className="bo-toolbar">
          <span>{t('bulk.selected', { count: selected.length })}</span>
          <button
            type="button"
            className="button button--primary"
            disabled={selected.length === 0 || validateMany.isPending}
            onClick={() => validateMany.mutate({ idsEmpresa: selected }, { onSuccess: after(t('companies.done.validateMany', { count: selected.length })) })}
          >
            {t('companies.validateSelected')}
          </button>
        </div>
      )}
      <BackOfficeTable
        query={list}
        isEmpty={items.length === 0}
        empty={t(estado === 'pendiente' ? 'companies.emptyQueue' : 'companies.empty')}
        loadingLabel={t('loading')}
        caption={t('companies.caption', { state: t(`companies.state.${estado}`) })}
      >
        <thead>
          <tr>
            {estado === 'pendiente' && (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('bulk.selectAll')}
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? [] : items.map((c) => c.idEmpresa))}
                />
              </th>
            )}
            <th scope="col">{t('companies.company')}</th>
            <th scope="col">{t('companies.contact')}</th>
            <th scope="col">{t('companies.requested')}</th>
            <th scope="col">{t('companies.offers')}</th>
            <th scope="col">{t('companies.stateColumn')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((company) => (
            <tr key={company.idEmpresa}>
              {estado === 'pendiente' && (
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('bulk.select', { name: company.nombreComercial })}
                    checked={selected.includes(company.idEmpresa)}
                    onChange={() =>
                      setSelected((s) => (s.includes(company.idEmpresa) ? s.filter((id) => id !== company.idEmpresa) : [...s, company.idEmpresa]))
                    }
                  />
                </td>
              )}
              <td data-label={t('companies.company')}>
                <Link to={pathFor('staff-company', language, { id: company.idEmpresa })}>{company.nombreComercial}</Link>
                <span className="bo-table__sub">
                  {company.razonSocial} · {company.cif}
                </span>
              </td>
              <td data-label={t('companies.contact')}>
                {company.contacto ? (
                  <>
                    {company.contacto.nombre}
                    <span className="bo-table__sub">{company.contacto.email}</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td data-label={t('companies.requested')}>{dateFormat.format(new Date(company.fechaAlta))}</td>
              <td data-label={t('companies.offers')}>{company.ofertas}</td>
              <td data-label={t('companies.stateColumn')}>
                <span className={`bo-badge bo-badge--${company.estado}`}>{t(`companies.badge.${company.estado}`)}</span>
                {company.motivo && <p className="bo-reason">{company.motivo}</p>}
              </td>
              <td data-label={t('actions')}>
                <div className="bo-actions">
                  {(company.estado === 'pendiente' || company.estado === 'rechazada') && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={validate.isPending}
                      onClick={() =>
                        validate.mutate({ idEmpresa: company.idEmpresa }, { onSuccess: after(t('companies.done.validate', { name: company.nombreComercial })) })
                      }
                    >
                      {t('companies.validate')}
                    </button>
                  )}
                  {company.estado === 'pendiente' && (
                    <button type="button" className="button button--secondary" onClick={() => setAsking({ kind: 'reject', company })}>
                      {t('companies.reject')}
                    </button>
                  )}
                  {company.estado === 'validada' && (
                    <button type="button" className="button button--secondary" onClick={() => setAsking({ kind: 'block', company })}>
                      {t('companies.block')}
                    </button>
                  )}
                  {company.estado === 'bloqueada' && (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={unblock.isPending}
                      onClick={() =>
                        unblock.mutate({ idEmpresa: company.idEmpresa }, { onSuccess: after(t('companies.done.unblock', { name: company.nombreComercial })) })
                      }
                    >
                      {t('companies.unblock')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      {list.data && <Pagination total={list.data.total} page={list.data.pagina} pageSize={list.data.porPagina} />}
      <ReasonDialog
        open={asking !== null}
        title={asking ? t(`companies.${asking.kind}Title`, { name: asking.company.nombreComercial }) : ''}
        label={t('reason')}
        hint={t('companies.reasonHint')}
        confirmLabel={asking ? t(`companies.${asking.kind}`) : ''}
        busy={reject.isPending || block.isPending}
        error={(reject.error ?? block.error) ? <ApiErrorAlert error={reject.error ?? block.error} /> : null}
        onCancel={() => setAsking(null)}
        onConfirm={(motivo) => {
          if (!asking) return;
          const mutation = asking.kind === 'reject' ? reject : block;
          const name = asking.company.nombreComercial;
          mutation.mutate(
            { idEmpresa: asking.company.idEmpresa, motivo },
            {
              onSuccess: () => {
                setAsking(null);
                setDone(t(`companies.done.${asking.kind}`, { name }));
              },
            },
          );
        }}
      />
    </div>
  );
}
