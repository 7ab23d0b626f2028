import { eventsCalls } from '@portal/shared';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { DownloadButton } from '@/components/ui/download-button';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEventEnrolments } from '../api/content-items';

/** An event's enrolments as staff follow them: the places, then the waiting list in order, and their CSV. */
export function EventEnrolments({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const list = useEventEnrolments(id);
  const when = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(iso));
  const caption = t('content.events.enrolments.title', { title });
  return (
    <section className="card" aria-label={caption}>
      <h3>{caption}</h3>
      <p className="bo-actions">
        <DownloadButton call={eventsCalls.staffEnrolmentsExport} params={{ id }} name={`inscritos-evento-${id}.csv`} label={t('content.events.enrolments.export')} />
        <button type="button" className="button button--light" onClick={onClose}>
          {t('content.events.enrolments.close')}
        </button>
      </p>
      <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('content.events.enrolments.empty')} loadingLabel={t('loading')} caption={caption} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('content.events.enrolments.name')}</th>
            <th scope="col">{t('content.events.enrolments.state')}</th>
            <th scope="col">{t('content.events.enrolments.date')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((e) => (
            <tr key={e.idInscripcion}>
              <td data-label={t('content.events.enrolments.name')}>
                {e.nombre}
                <span className="bo-table__sub">{e.email}</span>
              </td>
              <td data-label={t('content.events.enrolments.state')}>
                {e.estado === 'inscrito' ? t('content.events.enrolments.enrolled') : t('content.events.enrolments.waiting', { position: e.posicionEspera ?? 1 })}
              </td>
              <td data-label={t('content.events.enrolments.date')}>{when(e.fecha)}</td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
    </section>
  );
}
