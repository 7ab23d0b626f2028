import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EDUCATION_REQUEST_STATES, type DatosOf, type EducationRequestStateName, type staffEducationRequestCalls } from '@portal/shared';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDecideEducationRequest, useStaffEducationRequests } from '../api/staff-education-requests';
import { DecideDialog, type Decision, type DecideTexts } from '../components/decide-dialog';
import { dayFormatter } from '../components/format';
import '../company-interns.css';

type Row = DatosOf<typeof staffEducationRequestCalls.list>['items'][number];
const EDUCATION_TEXTS: DecideTexts = { acceptTitle: 'education.staffAcceptTitle', refuseTitle: 'education.staffRejectTitle', reasonHint: 'education.staffReasonHint' };
const isState = (value: string | null): value is EducationRequestStateName => EDUCATION_REQUEST_STATES.includes(value as EducationRequestStateName);

/**
 * /gestion/solicitudes-practicas: every education internship request of the institution by state: the students'
 * requests the companies answer, and the companies' own requests for students, which the service accepts (the
 * internship to be formalised is created) or rejects with the reason the company and the student read.
 */
export default function StaffEducationRequestsPage() {
  const { t } = useTranslation('companyInterns');
  const language = useLanguage();
  const day = dayFormatter(language);
  const [params] = useSearchParams();
  const estado = isState(params.get('estado')) ? (params.get('estado') as EducationRequestStateName) : 'pendiente';
  const pagina = Number(params.get('pagina')) || 1;
  const list = useStaffEducationRequests(estado, pagina);
  const decide = useDecideEducationRequest();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [done, setDone] = useState('');
  const open = (r: Row, accept: boolean) =>
    setDeciding({
      id: r.idSolicitudPractica,
      accept,
      title: `${r.alumno} (${r.empresa})`,
      summary: `${r.puestoTrabajo ?? ''} · ${t('interns.dates', { from: day(r.fechaInicio), to: day(r.fechaFin) })}. ${t(accept ? 'education.staffAcceptSummary' : 'education.staffRejectSummary')}`,
    });
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
    { id: 'company', header: t('education.company'), cell: (r) => r.empresa },
    { id: 'origin', header: t('education.originColumn'), cell: (r) => t(`education.originStaff.${r.origen}`) },
    { id: 'dates', header: t('education.dates'), cell: (r) => t('interns.dates', { from: day(r.fechaInicio), to: day(r.fechaFin) }) },
    { id: 'sent', header: t('staff.sent'), cell: (r) => day(r.fecha) },
    {
      id: 'actions',
      header: t('staff.actions'),
      cell: (r) =>
        r.decidibleGestor ? (
          <div className="bo-actions">
            <button type="button" className="button button--primary" aria-label={t('education.staffAcceptFor', { name: r.alumno })} onClick={() => open(r, true)}>
              {t('decide.accept')}
            </button>
            <button type="button" className="button button--secondary" aria-label={t('education.staffRejectFor', { name: r.alumno })} onClick={() => open(r, false)}>
              {t('decide.refuse')}
            </button>
          </div>
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
        status={done}
        paging={list.data && { total: list.data.total, pagina: list.data.pagina, porPagina: list.data.porPagina }}
      >
        <DecideDialog
          decision={deciding}
          busy={decide.isPending}
          error={decide.error}
          texts={EDUCATION_TEXTS}
          onClose={() => {
            decide.reset();
            setDeciding(null);
          }}
          run={(decision, reason) =>
            decide.mutate(decision.accept ? { accept: true, idSolicitudPractica: decision.id } : { accept: false, idSolicitudPractica: decision.id, motivo: reason }, {
              onSuccess: () => {
                setDone(t(decision.accept ? 'education.staffAccepted' : 'education.staffRejected', { what: decision.title }));
                setDeciding(null);
              },
            })
          }
        />
      </BackOfficeList>
    </div>
  );
}
