import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGREEMENT_STATES, allowedAgreementMoves, staffAgreementCalls, type AgreementState, type StaffAgreementItem } from '@portal/shared';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Pagination } from '@/components/ui/pagination';
import { StateTabs } from '@/components/ui/state-tabs';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAgreements } from '../api/get-agreements';
import { MoveDialog } from '../components/move-dialog';
import '@/components/ui/back-office.css';

const isState = (value: string | null): value is AgreementState => AGREEMENT_STATES.includes(value as AgreementState);
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/**
 * /gestion/convenios: the institution's collaboration agreements by state (tabs with counts), filtered by company
 * and expiry window; state, filters and page live in the URL. Each agreement moves to the states the shared table
 * allows, with an optional remark the company receives by e-mail.
 */
export default function AgreementListPage() {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const estado = isState(params.get('estado')) ? (params.get('estado') as AgreementState) : AGREEMENT_STATES[0];
  const texto = params.get('texto') ?? '';
  const caducaDesde = isDay(params.get('caducaDesde'));
  const caducaHasta = isDay(params.get('caducaHasta'));
  const pagina = Number(params.get('pagina')) || 1;
  const filters = { estado, texto: texto || undefined, caducaDesde: caducaDesde || undefined, caducaHasta: caducaHasta || undefined };
  const list = useAgreements({ ...filters, pagina });
  const [moving, setMoving] = useState<StaffAgreementItem | null>(null);
  const [done, setDone] = useState('');

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams({ estado });
    for (const key of ['texto', 'caducaDesde', 'caducaHasta']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T12:00:00`));
  const items = list.data?.items ?? [];

  return (
    <div className="page-content">
      <StateTabs
        label={t('states')}
        current={estado}
        tabs={AGREEMENT_STATES.map((s) => ({ value: s, label: t(`state.${s}`), count: list.data?.contadores[s], alert: s === 'firmadoEmpresa' }))}
      />
      <form className="bo-filters" role="search" onSubmit={apply} key={params.toString()}>
        <div className="field">
          <label className="field__label" htmlFor="agreement-search">
            {t('search')}
          </label>
          <input id="agreement-search" name="texto" className="field__input" defaultValue={texto} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="agreement-from">
            {t('expiresFrom')}
          </label>
          <input id="agreement-from" name="caducaDesde" type="date" className="field__input" defaultValue={caducaDesde} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="agreement-until">
            {t('expiresUntil')}
          </label>
          <input id="agreement-until" name="caducaHasta" type="date" className="field__input" defaultValue={caducaHasta} />
        </div>
        <button type="submit" className="button button--secondary">
          {t('apply')}
        </button>
        <ExportCsvButton call={staffAgreementCalls.export} query={filters} fileName="convenios.csv" />
      </form>
      <p role="status" className="bo-status">
        {done}
      </p>
      <BackOfficeTable query={list} isEmpty={items.length === 0} empty={t('empty')} loadingLabel={t('loading')} caption={t('caption', { state: t(`state.${estado}`) })}>
        <thead>
          <tr>
            <th scope="col">{t('company')}</th>
            <th scope="col">{t('signer')}</th>
            <th scope="col">{t('updated')}</th>
            <th scope="col">{t('expires')}</th>
            <th scope="col">{t('stateColumn')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((agreement) => (
            <tr key={agreement.idConvenio}>
              <td data-label={t('company')}>
                <Link to={pathFor('staff-company', language, { id: agreement.idEmpresa })}>{agreement.empresa}</Link>
                <span className="bo-table__sub">
                  {agreement.cif} · {t('number', { id: agreement.idConvenio })}
                </span>
              </td>
              <td data-label={t('signer')}>{agreement.firmante}</td>
              <td data-label={t('updated')}>{dateFormat.format(new Date(agreement.fechaActualizacion))}</td>
              <td data-label={t('expires')}>{agreement.sinCaducidad ? t('noExpiry') : agreement.fechaCaducidad ? day(agreement.fechaCaducidad) : '—'}</td>
              <td data-label={t('stateColumn')}>
                <span className={`bo-badge bo-badge--agreement-${agreement.estado}`}>{t(`state.${agreement.estado}`)}</span>
              </td>
              <td data-label={t('actions')}>
                <div className="bo-actions">
                  <Link
                    className="button button--secondary"
                    to={pathFor('staff-agreement', language, { id: agreement.idConvenio })}
                    aria-label={t('detail.openLabel', { company: agreement.empresa, id: agreement.idConvenio })}
                  >
                    {t('detail.open')}
                  </Link>
                  {allowedAgreementMoves(agreement.estado).length > 0 && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('move.open', { company: agreement.empresa, id: agreement.idConvenio })}
                      onClick={() => setMoving(agreement)}
                    >
                      {t('move.button')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      {list.data && <Pagination total={list.data.total} page={list.data.pagina} pageSize={list.data.porPagina} />}
      <MoveDialog
        agreement={moving}
        onClose={() => setMoving(null)}
        onMoved={(to) => setDone(t('move.done', { company: moving?.empresa ?? '', state: t(`state.${to}`) }))}
      />
    </div>
  );
}
