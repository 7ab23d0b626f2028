import { Link } from 'react-router';
import type { EventCard as EventCardData } from '@portal/shared';
import { EventCard, categoryWords } from '@/components/event-card/event-card';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { DataSection } from './data-section';

/** Category slugs the portal names; any other slug is shown as its words. */
const KNOWN_CATEGORIES = ['feria-empleo', 'taller', 'charla', 'networking', 'jornada', 'curso', 'presentacion-empresa'] as const;

const isKnownCategory = (slug: string): slug is (typeof KNOWN_CATEGORIES)[number] => (KNOWN_CATEGORIES as readonly string[]).includes(slug);

/** The home's card: the short date, linking to the event's page. */
function HomeEventCard({ event }: { event: EventCardData }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
    new Date(event.fecha),
  );
  return (
    <EventCard
      event={event}
      href={pathFor('event', language, { id: event.idEvento })}
      when={date}
      category={isKnownCategory(event.categoria) ? t(`events.categories.${event.categoria}`) : categoryWords(event.categoria)}
      featuredLabel={t('events.featured')}
      pastLabel=""
    />
  );
}

/** The next events (hasEventos): three, future only, soonest first, as the API answers them. */
export function EventsSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const events = useUpcomingEvents();
  return (
    <DataSection
      title={t('candidate.events')}
      query={events}
      empty={t('events.empty')}
      className="home-events"
      footer={
        <p>
          <Link to={pathFor('events', language)}>{t('candidate.seeAllEvents')}</Link>
        </p>
      }
    >
      {(items) => (
        <ul className="home-events__list">
          {items.map((event) => (
            <li key={event.idEvento}>
              <HomeEventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </DataSection>
  );
}
