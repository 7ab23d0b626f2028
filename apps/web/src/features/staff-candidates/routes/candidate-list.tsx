import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { STAFF_CANDIDATE_FILTERS, staffExportCalls, type StaffCandidateFilter } from '@portal/shared';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Pagination } from '@/components/ui/pagination';
import { StateTabs } from '@/components/ui/state-tabs';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSortedDomainList } from '@/lib/reference-data';
import { useCandidates } from '../api/get-candidates';
import { CandidateBadges } from '../components/candidate-badges';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import '@/components/ui/back-office.css';

const isFilter = (value: string | null): value is StaffCandidateFilter => STAFF_CANDIDATE_FILTERS.includes(value as StaffCandidateFilter);

/**
 * /gestion/candidatos: the institution's candidates, searched by name, ID document or e-mail and by degree, with
 * the deregistration requests as their own tab (due first). Filters and page live in the URL.
 */
export default function CandidateListPage() {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filtro = isFilter(params.get('filtro')) ? (params.get('filtro') as StaffCandidateFilter) : 'todos';
  const texto = params.get('texto') ?? '';
  const idTitulacion = Number(params.get('idTitulacion')) || undefined;
  const pagina = Number(params.get('pagina')) || 1;
  const filters = { filtro, texto: texto || undefined, idTitulacion, pagina };
  const list = useCandidates(filters, language);
  const degrees = useSortedDomainList('titulaciones', language);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = { filtro };
    const text = String(form.get('texto') ?? '').trim();
    const degree = String(form.get('idTitulacion') ?? '');
    if (text) next.texto = text;
    if (degree) next.idTitulacion = degree;
    setParams(next);
  };
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const items = list.data?.items ?? [];

  return (
    <div className="page-content">
      <StateTabs label={t('candidates.filters')} param="filtro" current={filtro} tabs={STAFF_CANDIDATE_FILTERS.map((f) => ({ value: f, label: t(`candidates.filter.${f}`) }))} />
      <form className="bo-filters" role="search" onSubmit={search} key={`${texto}-${idTitulacion ?? ''}`}>
        <div className="field">
          <label className="field__label" htmlFor="candidate-search">
            {t('candidates.search')}
          </label>
          <input id="candidate-search" name="texto" className="field__input" defaultValue={texto} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="candidate-degree">
            {t('candidates.degree')}
          </label>
          <select id="candidate-degree" name="idTitulacion" className="field__input" defaultValue={idTitulacion ?? ''}>
            <option value="">{t('candidates.anyDegree')}</option>
            {degrees.map((degree) => (
              <option key={degree.id} value={degree.id}>
                {degree.nombre}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t('apply')}
        </button>
        <ExportCsvButton call={staffExportCalls.candidates} query={{ ...filters, pagina: undefined }} fileName="candidatos.csv" />
      </form>
      {list.data && <p className="muted">{t('candidates.count', { count: list.data.total })}</p>}
      <BackOfficeTable
        query={list}
        isEmpty={items.length === 0}
        empty={t(filtro === 'bajaSolicitada' ? 'candidates.emptyErasure' : 'candidates.empty')}
        loadingLabel={t('loading')}
        caption={t('candidates.caption', { filter: t(`candidates.filter.${filtro}`) })}
      >
        <thead>
          <tr>
            <th scope="col">{t('candidates.name')}</th>
            <th scope="col">{t('candidates.document')}</th>
            <th scope="col">{t('candidates.degrees')}</th>
            <th scope="col">{t('candidates.registered')}</th>
            <th scope="col">{t('candidates.state')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.idAlumno}>
              <td data-label={t('candidates.name')}>
                <Link to={pathFor('staff-candidate', language, { id: c.idAlumno })}>
                  {c.nombre} {c.apellidos}
                </Link>
                <span className="bo-table__sub">{c.email}</span>
              </td>
              <td data-label={t('candidates.document')}>{c.documento ?? t('none')}</td>
              <td data-label={t('candidates.degrees')}>{c.titulaciones.length > 0 ? c.titulaciones.join(', ') : t('none')}</td>
              <td data-label={t('candidates.registered')}>{day.format(new Date(c.fechaAlta))}</td>
              <td data-label={t('candidates.state')}>
                <CandidateBadges candidate={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      {list.data && <Pagination total={list.data.total} page={list.data.pagina} pageSize={list.data.porPagina} />}
    </div>
  );
}
