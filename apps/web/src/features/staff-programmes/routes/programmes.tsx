import { StatusTabsPage } from '@/components/ui/status-tabs-page';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADHESION_STATES, inContentLanguage, type AdhesionState, type StaffActiveProgramme, type StaffAdhesion } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { Tabs } from '@/components/ui/tabs';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAdhesions, useDecideAdhesion, useOpenProgramme, useStaffProgrammes } from '../api/programmes';
import { ProgrammeForm } from '../components/programme-form';
import '@/components/ui/back-office.css';

const TABS = ['programmes', 'requests'] as const;

function useDay() {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso.length === 10 ? `${iso}T12:00:00` : iso));
}

function ProgrammesTab({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('programmes');
  const list = useStaffProgrammes();
  const open = useOpenProgramme();
  const day = useDay();
  const language = useLanguage();
  const title = (p: StaffActiveProgramme) => inContentLanguage(language, { es: p.tituloEs, ca: p.tituloCa, en: p.tituloEn });
  const [editing, setEditing] = useState<StaffActiveProgramme | 'new' | null>(null);
  return (
    <section className="card" aria-labelledby="staff-programmes">
      <div className="bo-list-head">
        <h2 id="staff-programmes">{t('staff.programmesTitle')}</h2>
        {editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('staff.new')}
          </button>
        )}
      </div>
      <p className="muted">{t('staff.programmesIntro')}</p>
      {editing !== null && (
        <ProgrammeForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={(message) => {
            setEditing(null);
            onDone(message);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {open.error ? <ApiErrorAlert error={open.error} /> : null}
      <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('staff.emptyProgrammes')} loadingLabel={t('loading')} caption={t('staff.programmesTitle')} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('staff.title')}</th>
            <th scope="col">{t('staff.dates')}</th>
            <th scope="col">{t('staff.requests')}</th>
            <th scope="col">{t('staff.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((p) => (
            <tr key={p.id}>
              <td data-label={t('staff.title')}>
                {title(p)} <span className={`bo-badge ${p.abierto ? 'bo-badge--publicada' : 'bo-badge--cerrada'}`}>{p.abierto ? t('open') : t('closed')}</span>
              </td>
              <td data-label={t('staff.dates')}>{p.fechaFin ? t('dates.range', { from: day(p.fechaInicio), to: day(p.fechaFin) }) : t('dates.from', { from: day(p.fechaInicio) })}</td>
              <td data-label={t('staff.requests')}>
                {ADHESION_STATES.map((state) => `${t(`adhesion.state.${state}`)}: ${p.solicitudes[state]}`).join(' · ')}
              </td>
              <td data-label={t('staff.actions')}>
                <div className="bo-actions">
                  <button type="button" className="button button--secondary" aria-label={`${t('staff.editShort')}: ${title(p)}`} onClick={() => setEditing(p)}>
                    {t('staff.editShort')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={open.isPending}
                    aria-label={`${p.abierto ? t('staff.close') : t('staff.reopen')}: ${title(p)}`}
                    onClick={() => open.mutate({ id: p.id, abierto: !p.abierto }, { onSuccess: () => onDone(t(p.abierto ? 'staff.closedDone' : 'staff.openedDone', { name: title(p) })) })}
                  >
                    {p.abierto ? t('staff.close') : t('staff.reopen')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
    </section>
  );
}

function RequestsTab({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('programmes');
  const language = useLanguage();
  const [state, setState] = useState<AdhesionState>('solicitada');
  const list = useAdhesions(state, language);
  const decide = useDecideAdhesion();
  const day = useDay();
  const [refusing, setRefusing] = useState<StaffAdhesion | null>(null);
  return (
    <section className="card" aria-labelledby="staff-adhesions">
      <h2 id="staff-adhesions">{t('staff.requestsTitle')}</h2>
      <Tabs
        label={t('staff.requestsTitle')}
        tabs={ADHESION_STATES.map((id) => ({ id, label: t(`staff.statePlural.${id}`) }))}
        active={state}
        onSelect={setState}
        renderPanel={(panel) =>
          panel !== state ? null : (
          <>
            {decide.error && !refusing ? <ApiErrorAlert error={decide.error} /> : null}
            <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('staff.emptyRequests')} loadingLabel={t('loading')} caption={t(`staff.statePlural.${state}`)} framed={false}>
              <thead>
                <tr>
                  <th scope="col">{t('staff.company')}</th>
                  <th scope="col">{t('staff.programme')}</th>
                  <th scope="col">{t('staff.requestedOn')}</th>
                  <th scope="col">{state === 'solicitada' ? t('staff.actions') : t('staff.decision')}</th>
                </tr>
              </thead>
              <tbody>
                {(list.data ?? []).map((a) => (
                  <tr key={a.id}>
                    <td data-label={t('staff.company')}>{a.empresa}</td>
                    <td data-label={t('staff.programme')}>{a.programa}</td>
                    <td data-label={t('staff.requestedOn')}>{day(a.fechaSolicitud)}</td>
                    <td data-label={state === 'solicitada' ? t('staff.actions') : t('staff.decision')}>
                      {state === 'solicitada' ? (
                        <div className="bo-actions">
                          <button
                            type="button"
                            className="button button--primary"
                            disabled={decide.isPending}
                            aria-label={`${t('staff.accept')}: ${a.empresa}`}
                            onClick={() => decide.mutate({ id: a.id, aceptar: true }, { onSuccess: () => onDone(t('staff.acceptedDone', { name: a.empresa })) })}
                          >
                            {t('staff.accept')}
                          </button>
                          <button type="button" className="button button--secondary" aria-label={`${t('staff.refuse')}: ${a.empresa}`} onClick={() => setRefusing(a)}>
                            {t('staff.refuse')}
                          </button>
                        </div>
                      ) : (
                        <>
                          {a.fechaResolucion ? day(a.fechaResolucion) : ''}
                          {a.motivo ? <span className="bo-table__sub">{t('adhesion.reason', { reason: a.motivo })}</span> : null}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </BackOfficeTable>
          </>
          )
        }
      />
      <ReasonDialog
        open={refusing !== null}
        title={t('staff.refuseTitle', { name: refusing?.empresa ?? '' })}
        hint={t('staff.refuseHint')}
        label={t('staff.reason')}
        confirmLabel={t('staff.refuse')}
        busy={decide.isPending}
        error={decide.error ? <ApiErrorAlert error={decide.error} /> : null}
        onCancel={() => setRefusing(null)}
        onConfirm={(motivo) =>
          refusing &&
          decide.mutate(
            { id: refusing.id, aceptar: false, motivo },
            {
              onSuccess: () => {
                onDone(t('staff.refusedDone', { name: refusing.empresa }));
                setRefusing(null);
              },
            },
          )
        }
      />
    </section>
  );
}

/**
 * /gestion/programas: the internship programmes (create, edit, open or close them; their documents are attached in
 * /gestion/documentos) and the companies' requests to join them, accepted or refused with a reason.
 */
export default function StaffProgrammesPage() {
  const { t } = useTranslation('programmes');
  const [params] = useSearchParams();
  return (
    <StatusTabsPage
      label={t('staff.tabs.label')}
      tabs={TABS.map((id) => ({ id, label: t(`staff.tabs.${id}`) }))}
      initial={params.get('pestana') === 'solicitudes' ? 'requests' : 'programmes'}
      renderPanel={(panel, onDone) => (panel === 'programmes' ? <ProgrammesTab onDone={onDone} /> : <RequestsTab onDone={onDone} />)}
    />
  );
}
