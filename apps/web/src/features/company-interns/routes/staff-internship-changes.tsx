import { useSearchParams } from 'react-router';
import { CHANGE_REQUEST_STATES, staffChangeRequestCalls, type ChangeRequestItem, type ChangeRequestStateName } from '@portal/shared';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { DownloadButton } from '@/components/ui/download-button';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDecideChangeRequest, useStaffChangeRequests } from '../api/staff-change-requests';
import { useDecision, type DecideTexts } from '../components/decide-dialog';
import { dayFormatter, useAskInWords } from '../components/format';
import '../company-interns.css';

const isState = (value: string | null): value is ChangeRequestStateName => CHANGE_REQUEST_STATES.includes(value as ChangeRequestStateName);

/** A candidate's renunciation is decided in the same queue, in its own words: the candidate reads the refusal. */
const RENUNCIATION_TEXTS: DecideTexts = { acceptTitle: 'renunciation.acceptTitle', refuseTitle: 'renunciation.refuseTitle', reasonHint: 'renunciation.reasonHint' };

/**
 * /gestion/cambios-practicas: the companies' requests to change their interns' internships, and the candidates'
 * renunciations, by state (pending first, oldest first), in pages of the back office's size, with their CSV (every
 * row of the state). Accepting applies the change to the internship; refusing needs the reason the company reads.
 * The company hears of either, the student of an applied change. A renunciation shows its documents to read;
 * accepting it ends the internship (the student and the company are told), refusing tells the student why.
 */
export default function StaffInternshipChangesPage() {
  const { t } = useTranslation('companyInterns');
  const language = useLanguage();
  const day = dayFormatter(language);
  const askInWords = useAskInWords();
  const [params] = useSearchParams();
  const estado = isState(params.get('estado')) ? (params.get('estado') as ChangeRequestStateName) : 'pendiente';
  const pagina = Number(params.get('pagina')) || 1;
  const list = useStaffChangeRequests(estado, pagina);
  const { open: setDeciding, dialog, done } = useDecision({
    mutation: useDecideChangeRequest(),
    body: (d, motivo) => (d.accept ? { accept: true as const, idSolicitud: d.id } : { accept: false as const, idSolicitud: d.id, motivo }),
    doneText: (d) =>
      d.texts === RENUNCIATION_TEXTS
        ? t(d.accept ? 'renunciation.accepted' : 'renunciation.refused', { what: d.title })
        : t(d.accept ? 'staff.accepted' : 'staff.refused', { what: d.title }),
  });
  const isRenunciation = (r: ChangeRequestItem) => r.accion === 'renuncia';
  const words = (r: ChangeRequestItem) => (isRenunciation(r) ? t('change.action.renuncia') : `${t(`change.action.${r.accion}`)}: ${askInWords(r.accion, r.pide)}`);
  const company = (r: ChangeRequestItem) => r.empresa || t('renunciation.outsideCompany');
  const decide = (r: ChangeRequestItem, accept: boolean) =>
    setDeciding({
      id: r.idSolicitud,
      accept,
      title: `${r.alumno} (${company(r)})`,
      summary: isRenunciation(r) ? t(accept ? 'renunciation.acceptSummary' : 'renunciation.refuseSummary') : words(r),
      ...(isRenunciation(r) ? { texts: RENUNCIATION_TEXTS } : {}),
    });

  const columns: ListColumn<ChangeRequestItem>[] = [
    {
      id: 'who',
      header: t('staff.internship'),
      cell: (r) => (
        <>
          <strong>{r.alumno}</strong>
          <span className="bo-table__sub">{company(r)}</span>
        </>
      ),
    },
    {
      id: 'change',
      header: t('staff.change'),
      cell: (r) =>
        isRenunciation(r) ? (
          <>
            {words(r)}
            <span className="bo-table__sub">{t('renunciation.internship', { dates: askInWords(r.accion, r.antes) })}</span>
            {r.documentos.length > 0 && (
              <ul className="company-interns__files" aria-label={t('renunciation.documents', { name: r.alumno })}>
                {r.documentos.map((d) => (
                  <li key={d.id}>
                    <DownloadButton
                      call={staffChangeRequestCalls.document}
                      params={{ id: d.id }}
                      name={d.nombre}
                      label={t('renunciation.download', { name: d.nombre })}
                      className="link-button"
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <>
            {words(r)}
            <span className="bo-table__sub">{t('staff.before', { value: askInWords(r.accion, r.antes) })}</span>
          </>
        ),
    },
    {
      id: 'reason',
      header: t('staff.reason'),
      // A renunciation's reasons are in its documents; the service's own reason follows a decision.
      cell: (r) => [r.motivo, r.motivoDecision].filter(Boolean).join(' — ') || '—',
    },
    { id: 'sent', header: t('staff.sent'), cell: (r) => day(r.fecha) },
    {
      id: 'actions',
      header: t('staff.actions'),
      cell: (r) =>
        r.estado === 'pendiente' ? (
          <div className="bo-actions">
            <button
              type="button"
              className="button button--primary"
              aria-label={t(isRenunciation(r) ? 'renunciation.acceptFor' : 'staff.acceptFor', { name: r.alumno })}
              onClick={() => decide(r, true)}
            >
              {t('decide.accept')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t(isRenunciation(r) ? 'renunciation.refuseFor' : 'staff.refuseFor', { name: r.alumno })}
              onClick={() => decide(r, false)}
            >
              {t('decide.refuse')}
            </button>
          </div>
        ) : (
          <span className={`bo-badge bo-badge--${r.estado}`}>{t(`requests.state.${r.estado}`)}</span>
        ),
    },
  ];

  return (
    <div className="page-content">
      <BackOfficeList
        query={list}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.idSolicitud}
        columns={columns}
        caption={t('staff.caption', { state: t(`requests.state.${estado}`) })}
        loadingLabel={t('loading')}
        empty={t('staff.empty')}
        tabs={{
          label: t('staff.states'),
          current: estado,
          items: CHANGE_REQUEST_STATES.map((s) => ({ value: s, label: t(`requests.state.${s}`), count: list.data?.contadores[s], alert: s === 'pendiente' })),
        }}
        csv={{ call: staffChangeRequestCalls.export, query: { estado }, fileName: 'cambios-practicas.csv' }}
        status={done}
        paging={list.data && { total: list.data.total, pagina: list.data.pagina, porPagina: list.data.porPagina }}
      >
        {dialog}
      </BackOfficeList>
    </div>
  );
}
