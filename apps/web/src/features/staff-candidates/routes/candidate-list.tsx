import { Link, useLocation, useSearchParams } from 'react-router';
import { STAFF_CANDIDATE_FILTERS, staffExportCalls, type StaffCandidateFilter, type StaffCandidateItem } from '@portal/shared';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSortedDomainList } from '@/lib/reference-data';
import { useCandidates } from '../api/get-candidates';
import { CandidateBadges } from '../components/candidate-badges';

const isFilter = (value: string | null): value is StaffCandidateFilter => STAFF_CANDIDATE_FILTERS.includes(value as StaffCandidateFilter);

/**
 * /gestion/candidatos: the institution's candidates, searched by name, ID document or e-mail and by degree, with
 * the deregistration requests as their own tab (due first). Filters and page live in the URL.
 */
export default function CandidateListPage() {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const [params] = useSearchParams();
  // What a candidate's record hands over when it sends staff back here (an erasure done): said in the list's status
  // line, since the record it was done on is gone.
  const handed = (useLocation().state as { notice?: string } | null)?.notice;
  const filtro = isFilter(params.get('filtro')) ? (params.get('filtro') as StaffCandidateFilter) : 'todos';
  const texto = params.get('texto') ?? '';
  const idTitulacion = Number(params.get('idTitulacion')) || undefined;
  const pagina = Number(params.get('pagina')) || 1;
  const filters = { filtro, texto: texto || undefined, idTitulacion, pagina };
  const list = useCandidates(filters, language);
  const degrees = useSortedDomainList('titulaciones', language);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  const columns: ListColumn<StaffCandidateItem>[] = [
    {
      id: 'name',
      header: t('candidates.name'),
      cell: (c) => (
        <>
          <Link to={pathFor('staff-candidate', language, { id: c.idAlumno })}>
            {c.nombre} {c.apellidos}
          </Link>
          <span className="bo-table__sub">{c.email}</span>
        </>
      ),
    },
    { id: 'document', header: t('candidates.document'), cell: (c) => c.documento ?? t('none') },
    { id: 'degrees', header: t('candidates.degrees'), cell: (c) => (c.titulaciones.length > 0 ? c.titulaciones.join(', ') : t('none')) },
    { id: 'registered', header: t('candidates.registered'), cell: (c) => day.format(new Date(c.fechaAlta)) },
    { id: 'state', header: t('candidates.state'), cell: (c) => <CandidateBadges candidate={c} /> },
  ];

  return (
    <div className="page-content">
      <BackOfficeList
        query={list}
        rows={list.data?.items ?? []}
        rowKey={(c) => c.idAlumno}
        columns={columns}
        caption={t('candidates.caption', { filter: t(`candidates.filter.${filtro}`) })}
        loadingLabel={t('loading')}
        empty={t(filtro === 'bajaSolicitada' ? 'candidates.emptyErasure' : 'candidates.empty')}
        tabs={{ label: t('candidates.filters'), param: 'filtro', current: filtro, items: STAFF_CANDIDATE_FILTERS.map((f) => ({ value: f, label: t(`candidates.filter.${f}`) })) }}
        filters={[
          { name: 'texto', id: 'candidate-search', label: t('candidates.search') },
          {
            name: 'idTitulacion',
            id: 'candidate-degree',
            label: t('candidates.degree'),
            placeholder: t('candidates.anyDegree'),
            options: degrees.map((degree) => ({ value: String(degree.id), label: degree.nombre })),
          },
        ]}
        csv={{ call: staffExportCalls.candidates, query: { ...filters, pagina: undefined }, fileName: 'candidatos.csv' }}
        summary={list.data && <p className="muted">{t('candidates.count', { count: list.data.total })}</p>}
        status={handed}
        paging={list.data}
      />
    </div>
  );
}
