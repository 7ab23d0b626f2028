import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DECISION_TEXT_MIN, OFFER_PROFILE, staffExportCalls, type StaffCandidacyItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useReopenCandidacy } from '../api/candidacy-actions';
import { useOfferCandidacies } from '../api/get-offer-candidacies';
import { MoveCandidacyDialog } from '../components/move-candidacy';
import { ProposeCandidate } from '../components/propose-candidate';
import '@/components/ui/back-office.css';

/** The tab of every candidacy; the others are the states the offer's candidacies are in (?estado=<idEstado>). */
const ALL = 'todas';

/** One tab a state present in the list, in the state machine's order, with its count. */
function stateTabs(items: readonly StaffCandidacyItem[], allLabel: string) {
  const states = new Map<number, { label: string; count: number }>();
  for (const c of items) {
    const seen = states.get(c.idEstado);
    states.set(c.idEstado, { label: c.estado, count: (seen?.count ?? 0) + 1 });
  }
  return [
    { value: ALL, label: allLabel, count: items.length },
    ...[...states].sort(([a], [b]) => a - b).map(([id, state]) => ({ value: String(id), label: state.label, count: state.count })),
  ];
}

/**
 * /gestion/ofertas/:id/candidaturas: every candidacy of an offer with its state and the moves staff may make, and
 * the search to propose a candidate of the service (pre-enrolment) while the offer is published. The whole list
 * arrives at once, so its state tabs filter and its columns sort on screen (?estado=, ?orden=); a name opens the
 * candidate's back-office page.
 */
export default function OfferCandidaciesPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const idOferta = Number(useParams().id);
  const data = useOfferCandidacies(idOferta, language);
  const [params] = useSearchParams();
  const [moving, setMoving] = useState<StaffCandidacyItem | null>(null);
  const [reopening, setReopening] = useState<StaffCandidacyItem | null>(null);
  const reopen = useReopenCandidacy();
  const [done, setDone] = useState('');
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  if (data.isError) return <ApiErrorAlert error={data.error} />;
  if (data.isPending) return <Loading label={t('loading')} />;
  const { oferta, items } = data.data;
  const tabs = stateTabs(items, t('candidacies.allStates'));
  // A state no candidacy is in any more (after a move) falls back to every candidacy rather than an empty table.
  const estado = tabs.some((tab) => tab.value === params.get('estado')) ? (params.get('estado') as string) : ALL;
  const shown = estado === ALL ? items : items.filter((c) => String(c.idEstado) === estado);
  const columns: ListColumn<StaffCandidacyItem>[] = [
    {
      id: 'candidate',
      header: t('candidacies.candidate'),
      sortValue: (c) => c.nombre,
      cell: (c) => (
        <>
          <Link to={pathFor('staff-candidate', language, { id: c.idAlumno })}>{c.nombre}</Link>
          <span className="bo-table__sub">{c.email}</span>
          {c.propuestaServicio && <span className="bo-table__sub">{t('candidacies.byService')}</span>}
        </>
      ),
    },
    {
      id: 'enrolled',
      header: t('candidacies.enrolled'),
      sortValue: (c) => Date.parse(c.fecha),
      cell: (c) => (
        <>
          {format.format(new Date(c.fecha))}
          <span className="bo-table__sub">{t('candidacies.updated', { date: format.format(new Date(c.fechaActualizacion)) })}</span>
        </>
      ),
    },
    {
      id: 'state',
      header: t('candidacies.state'),
      sortValue: (c) => c.estado,
      cell: (c) => (
        <>
          <span className="bo-badge">{c.estado}</span>
          {c.motivo && <p className="bo-reason">{c.motivo}</p>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (c) =>
        c.movimientos.length > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => setMoving(c)}>
            {t('candidacies.changeState')}
          </button>
        ) : c.reabrible ? (
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('candidacies.reopenFor', { name: c.nombre })}
            onClick={() => {
              reopen.reset();
              setReopening(c);
            }}
          >
            {t('candidacies.reopen')}
          </button>
        ) : (
          <span className="muted">{t('candidacies.final')}</span>
        ),
    },
  ];
  return (
    <div className="page-content bo-detail">
      <section className="card">
        <h2>{oferta.titulo}</h2>
        <p className="muted">
          {oferta.empresa} · {t(oferta.idPerfil === OFFER_PROFILE.internship ? 'offers.profileName.2' : 'offers.profileName.1')} · {t('candidacies.count', { count: items.length })}
        </p>
        <ExportCsvButton call={staffExportCalls.candidacies} params={{ idOferta }} fileName={`candidaturas-oferta-${idOferta}.csv`} empty={items.length === 0} />
      </section>
      <p className="bo-status" role="status">
        {done}
      </p>
      {oferta.estado === 'published' && <ProposeCandidate idOferta={oferta.idOferta} onProposed={(name) => setDone(t('candidacies.proposed', { name }))} />}
      <BackOfficeList
        query={data}
        rows={shown}
        rowKey={(c) => c.idCandidatura}
        tabs={{ label: t('candidacies.states'), current: estado, items: tabs }}
        columns={columns}
        caption={t('candidacies.caption', { title: oferta.titulo })}
        loadingLabel={t('loading')}
        empty={t('candidacies.empty')}
      />
      <ReasonDialog
        open={reopening !== null}
        title={t('candidacies.reopenTitle', { name: reopening?.nombre ?? '' })}
        hint={t('candidacies.reopenHint', { min: DECISION_TEXT_MIN })}
        label={t('reason')}
        confirmLabel={t('candidacies.reopen')}
        busy={reopen.isPending}
        error={reopen.error ? <ApiErrorAlert error={reopen.error} /> : undefined}
        onCancel={() => setReopening(null)}
        onConfirm={(motivo) => {
          if (!reopening) return;
          reopen.mutate(
            { idCandidatura: reopening.idCandidatura, motivo },
            {
              onSuccess: (item) => {
                setReopening(null);
                setDone(t('candidacies.reopened', { name: item.nombre, state: item.estado }));
              },
            },
          );
        }}
      />
      {moving && (
        <MoveCandidacyDialog
          candidacy={moving}
          profile={oferta.idPerfil}
          onClose={() => setMoving(null)}
          onMoved={(message) => {
            setMoving(null);
            setDone(message);
          }}
        />
      )}
    </div>
  );
}
