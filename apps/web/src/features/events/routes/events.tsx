import type { EventCard } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEvents } from '../api/events';
import { EventCardView } from '../components/event-card';
import './events.css';

function EventList({ id, title, events, empty }: { id: string; title: string; events: EventCard[]; empty: string }) {
  return (
    <section className="event-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {events.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <li key={event.idEvento}>
              <EventCardView event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /eventos: the featured events still to come, then every upcoming and every past event, newest first (spec 2 §9). */
export default function EventsPage() {
  const { t } = useTranslation('events');
  const events = useEvents(useLanguage());
  if (events.isError) return <div className="page-content"><ApiErrorAlert error={events.error} /></div>;
  if (events.isPending) return <div className="page-content"><Loading label={t('loading')} /></div>;
  const upcoming = events.data.filter((e) => !e.caducado);
  const featured = upcoming.filter((e) => e.destacado);
  return (
    <div className="page-content event-page">
      <p className="muted">{t('intro')}</p>
      {featured.length > 0 ? <EventList id="events-featured" title={t('sections.featured')} events={featured} empty="" /> : null}
      <EventList id="events-upcoming" title={t('sections.upcoming')} events={upcoming} empty={t('empty.upcoming')} />
      <EventList id="events-past" title={t('sections.past')} events={events.data.filter((e) => e.caducado)} empty={t('empty.past')} />
    </div>
  );
}
