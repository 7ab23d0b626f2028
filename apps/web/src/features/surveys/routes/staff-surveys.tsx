import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffSurveyItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDeleteSurvey, useStaffSurvey, useStaffSurveys } from '../api/staff-surveys';
import { SurveyForm } from '../components/survey-form';
import '@/components/ui/back-office.css';

/** The survey being edited, read whole (questions, options and jumps) before the form opens. */
function EditSurvey({ id, onDone, onCancel }: { id: number; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('surveys');
  const survey = useStaffSurvey(id);
  if (survey.isError) return <ApiErrorAlert error={survey.error} />;
  if (survey.isPending) return <Loading label={t('loading')} />;
  return <SurveyForm editing={survey.data} onDone={onDone} onCancel={onCancel} />;
}

/** /gestion/encuestas: the institution's surveys; build one, edit it, delete it, read its results. */
export function StaffSurveysPage() {
  const { t } = useTranslation('surveys');
  const language = useLanguage();
  const list = useStaffSurveys();
  const remove = useDeleteSurvey();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffSurveyItem | null>(null);
  const [done, setDone] = useState('');
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const finish = (message: string) => {
    setEditing(null);
    setDone(message);
  };
  return (
    <div className="page-content bo-detail">
      <p className="bo-status" role="status">
        {done}
      </p>
      <section className="card" aria-labelledby="staff-surveys">
        <div className="bo-list-head">
          <h2 id="staff-surveys">{t('staff.listTitle')}</h2>
          {editing === null && (
            <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
              {t('staff.new')}
            </button>
          )}
        </div>
        <p className="muted">{t('staff.intro')}</p>
        {editing === 'new' ? <SurveyForm editing={null} onDone={finish} onCancel={() => setEditing(null)} /> : null}
        {typeof editing === 'number' ? <EditSurvey key={editing} id={editing} onDone={finish} onCancel={() => setEditing(null)} /> : null}
        <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('staff.empty')} loadingLabel={t('loading')} caption={t('staff.listTitle')} framed={false}>
          <thead>
            <tr>
              <th scope="col">{t('staff.title')}</th>
              <th scope="col">{t('staff.target')}</th>
              <th scope="col">{t('staff.dates')}</th>
              <th scope="col">{t('staff.answers')}</th>
              <th scope="col">{t('staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((s) => (
              <tr key={s.id}>
                <td data-label={t('staff.title')}>
                  {s.titulo} <span className={`bo-badge ${s.abierta ? 'bo-badge--publicada' : 'bo-badge--cerrada'}`}>{s.abierta ? t('staff.open') : t('staff.closed')}</span>
                  {s.anonima ? <span className="bo-table__sub">{t('staff.anonymousShort')}</span> : null}
                  {s.obligatoria ? <span className="bo-table__sub">{t('staff.mandatoryShort')}</span> : null}
                </td>
                <td data-label={t('staff.target')}>{t(`staff.targets.${s.destinatarios}`)}</td>
                <td data-label={t('staff.dates')}>{t('staff.range', { from: day.format(new Date(s.fechaInicio)), to: day.format(new Date(s.fechaFin)) })}</td>
                <td data-label={t('staff.answers')}>{s.respuestas}</td>
                <td data-label={t('staff.actions')}>
                  <div className="bo-actions">
                    <Link className="button button--secondary" to={pathFor('staff-survey-results', language, { id: s.id })} aria-label={`${t('staff.results')}: ${s.titulo}`}>
                      {t('staff.results')}
                    </Link>
                    <button type="button" className="button button--secondary" aria-label={`${t('staff.editShort')}: ${s.titulo}`} onClick={() => setEditing(s.id)}>
                      {t('staff.editShort')}
                    </button>
                    <button type="button" className="button button--secondary" aria-label={`${t('staff.delete')}: ${s.titulo}`} onClick={() => setRemoving(s)}>
                      {t('staff.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </BackOfficeTable>
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={t('staff.deleteTitle', { name: removing?.titulo ?? '' })}
        confirmLabel={t('staff.delete')}
        busy={remove.isPending}
        danger
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setDone(t('staff.deleted', { name: removing.titulo }));
              setRemoving(null);
            },
          })
        }
      >
        <p>{t('staff.deleteHint')}</p>
        {/* Said where staff are looking: the page behind the dialog cannot be read while it is open. */}
        {remove.error ? <ApiErrorAlert error={remove.error} /> : null}
      </ConfirmDialog>
    </div>
  );
}
