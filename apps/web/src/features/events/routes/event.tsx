import { useState } from 'react';
import { useParams } from 'react-router';
import { eventsCalls } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { downloadCall } from '@/lib/file-download';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEnrolment, useEvent } from '../api/events';
import { EventDetailView } from '../components/event-detail';
import './events.css';

/**
 * /eventos/{id}: the event, the candidate's place in it (enrolled, or their turn on the waiting list) with the button
 * to enrol or leave, and its .ics file for a calendar.
 */
export default function EventPage() {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const id = Number(useParams().id);
  const event = useEvent(id, language);
  const enrolment = useEnrolment(id, event.data?.urlAcceso ?? '', language);
  // Leaving asks first: a place given up in a full event goes at once to the first person waiting, and a place on
  // the waiting list is lost; coming back means the end of the list.
  const [leaving, setLeaving] = useState(false);

  if (event.isError) return <div className="page-content"><ApiErrorAlert error={event.error} /></div>;
  if (event.isPending) return <div className="page-content"><Loading label={t('loading')} /></div>;
  const e = event.data;
  const mine = e.miInscripcion;
  const full = e.plazas !== null && e.inscritos >= e.plazas;

  return (
    <EventDetailView event={e}>
      <section className="card event-enrolment" aria-labelledby="event-enrolment">
        <h2 id="event-enrolment">{t('enrolment.title')}</h2>
        <p role="status" className={mine ? 'event-enrolment__state' : 'muted'}>
          {mine?.estado === 'inscrito'
            ? t('enrolment.enrolled')
            : mine?.estado === 'espera'
              ? t('enrolment.waiting', { position: mine.posicionEspera ?? 1 })
              : e.caducado
                ? t('enrolment.closed')
                : full
                  ? t('enrolment.full')
                  : t('enrolment.none')}
        </p>
        {enrolment.error ? <ApiErrorAlert error={enrolment.error} /> : null}
        <div className="event-enrolment__actions">
          {!e.caducado ? (
            mine ? (
              <button type="button" className="button button--light" disabled={enrolment.isPending} onClick={() => setLeaving(true)}>
                {mine.estado === 'espera' ? t('enrolment.leaveWaiting') : t('enrolment.leave')}
              </button>
            ) : (
              <button type="button" className="button button--primary" disabled={enrolment.isPending} onClick={() => enrolment.mutate(true)}>
                {full ? t('enrolment.joinWaiting') : t('enrolment.join')}
              </button>
            )
          ) : null}
          <button type="button" className="button button--light" onClick={() => void downloadCall(eventsCalls.calendar, { params: { id: e.idEvento } }, `evento-${e.idEvento}.ics`).catch(() => undefined)}>
            {t('calendar')}
          </button>
        </div>
      </section>
      <ConfirmDialog
        open={leaving && mine !== null && mine !== undefined}
        title={mine?.estado === 'espera' ? t('enrolment.leaveWaitingTitle') : t('enrolment.leaveTitle')}
        confirmLabel={mine?.estado === 'espera' ? t('enrolment.leaveWaiting') : t('enrolment.leave')}
        busy={enrolment.isPending}
        onCancel={() => setLeaving(false)}
        onConfirm={() => enrolment.mutate(false, { onSettled: () => setLeaving(false) })}
      >
        <p>
          {mine?.estado === 'espera'
            ? t('enrolment.leaveWaitingBody', { position: mine.posicionEspera ?? 1 })
            : full
              ? t('enrolment.leaveBodyFull')
              : t('enrolment.leaveBody')}
        </p>
      </ConfirmDialog>
    </EventDetailView>
  );
}
