import type { EventCard } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { DataSection } from './data-section';

/** Category slugs the portal names; any other slug is shown as its words. */
const KNOWN_CATEGORIES = ['feria-empleo', 'taller', 'charla', 'networking', 'jornada', 'curso', 'presentacion-empresa'] as const;

const isKnownCategory = (slug: string): slug is (typeof KNOWN_CATEGORIES)[number] => (KNOWN_CATEGORIES as readonly string[]).includes(slug);

function useCategoryLabel() {
  const { t } = useTranslation('home');
  return (slug: string) => {
    if (isKnownCategory(slug)) return t(`events.categories.${slug}`);
    const words = slug.replace(/[-_]+/g, ' ').trim();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}

/** Event card (spec 1 §2): image background, category, featured flag, title, date, place, link. */
export function EventCardView({ event }: { event: EventCard }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const category = useCategoryLabel();
  const date = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
    new Date(event.fecha),
  );
  return (
    <article
      className={`home-event${event.destacado ? ' home-event--featured' : ''}`}
      style={event.ulrImagenPrincipal ? { backgroundImage: `url("${event.ulrImagenPrincipal}")` } : undefined}
    >
      <div className="home-event__body">
        <p className="home-event__labels">
          <span className="home-event__category">{category(event.categoria)}</span>
          {event.destacado && (
            <span className="home-event__featured">
              <span aria-hidden="true">★ </span>
              {t('events.featured')}
            </span>
          )}
        </p>
        <h3 className="home-event__title">
          {event.titulo}
        </h3>
        <p className="home-event__when">
          <time dateTime={event.fecha}>{date}</time>
        </p>
        <p className="home-event__where">{event.lugar}</p>
      </div>
    </article>
  );
}

/** The next events (hasEventos): three, future only, soonest first, as the API answers them. */
export function EventsSection() {
  const { t } = useTranslation('home');
  const events = useUpcomingEvents();
  return (
    <DataSection
      title={t('candidate.events')}
      query={events}
      empty={t('events.empty')}
      className="home-events"
    >
      {(items) => (
        <ul className="home-events__list">
          {items.map((event) => (
            <li key={event.idEvento}>
              <EventCardView event={event} />
            </li>
          ))}
        </ul>
      )}
    </DataSection>
  );
}
