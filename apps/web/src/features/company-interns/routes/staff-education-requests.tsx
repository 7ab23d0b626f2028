import { Link, useSearchParams } from 'react-router';
import { EDUCATION_REQUEST_STATES, staffEducationRequestCalls, type DatosOf, type EducationRequestStateName } from '@portal/shared';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useStaffEducationRequests } from '../api/staff-education-requests';
import { dayFormatter } from '../components/format';
import { useStaffEducationDecision } from '../components/decide-dialog';
import '../company-interns.css';

type Row = DatosOf<typeof staffEducationRequestCalls.list>['items'][number];
const isState = (value: string | null): value is EducationRequestStateName => EDUCATION_REQUEST_STATES.includes(value as EducationRequestStateName);

/**
 * /gestion/solicitudes-practicas: every education internship request of the institution by state: the students'
 * requests the companies answer, and the companies' own requests for students, which the service accepts (the
 * internship to be formalised is created) or rejects with the reason the company and the student read. The CSV
 * holds every request of the state shown.
 */
export default function StaffEducationRequestsPage() {
  const { t } = useTranslation('companyInterns');
  const language = useLanguage();
  const day = dayFormatter(language);
  const [params] = useSearchParams();
  const estado = isState(params.get('estado')) ? (params.get('estado') as EducationRequestStateName) : 'pendiente';
  const pagina = Number(params.get('pagina')) || 1;
  const list = useStaffEducationRequests(estado, pagina);
  const decision = useStaffEducationDecision();
  const columns: ListColumn<Row>[] = [
    {
      id: 'student',
      header: t('education.student'),
      cell: (r) => (
        <>
          <Link to={pathFor('staff-education-request', language, { id: r.idSolicitudPractica })}>
            <strong>{r.alumno}</strong>
          </Link>
          <span className="bo-table__sub">{r.titulacion ?? ''}</span>
        </>
      ),
    },
    {
      id: 'company',
      header: t('education.company'),
      cell: (r) => (
        <>
          {r.empresa}
          {/* A student's request the service decides names a company outside the portal. */}
          {r.decidibleGestor && r.origen === 'alumno' && <span className="bo-table__sub">{t('education.outsidePortal')}</span>}
        </>
      ),
    },
    { id: 'origin', header: t('education.originColumn'), cell: (r) => t(`education.originStaff.${r.origen}`) },
    { id: 'dates', header: t('education.dates'), cell: (r) => t('interns.dates', { from: day(r.fechaInicio), to: day(r.fechaFin) }) },
    { id: 'sent', header: t('staff.sent'), cell: (r) => day(r.fecha) },
    {
      id: 'actions',
      header: t('staff.actions'),
      cell: (r) =>
        r.decidibleGestor ? (
          decision.buttons(r)
        ) : r.estado === 'pendiente' ? (
          <span className="bo-table__sub">{t('education.companyDecides')}</span>
        ) : (
          <>
            <span className={`bo-badge bo-badge--${r.estado}`}>{t(`requests.state.${r.estado}`)}</span>
            {r.motivoDecision && <span className="bo-table__sub">{r.motivoDecision}</span>}
          </>
        ),
    },
  ];
  return (
    <div className="page-content">
      <BackOfficeList
        query={list}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.idSolicitudPractica}
        columns={columns}
        caption={t('education.staffCaption', { state: t(`requests.state.${estado}`) })}
        loadingLabel={t('loading')}
        empty={t('staff.empty')}
        tabs={{
          label: t('staff.states'),
          current: estado,
          items: EDUCATION_REQUEST_STATES.map((s) => ({ value: s, label: t(`requests.state.${s}`), count: list.data?.contadores[s], alert: s === 'pendiente' })),
        }}
        csv={{ call: staffEducationRequestCalls.export, query: { estado }, fileName: 'solicitudes-practicas.csv' }}
        status={decision.done}
        paging={list.data && { total: list.data.total, pagina: list.data.pagina, porPagina: list.data.porPagina }}
      >
        {decision.dialog}
      </BackOfficeList>
    </div>
  );
}
