import { Link } from 'react-router';
import type { EventCard } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The event's date and time in the reader's language. */
export function useEventDate() {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (iso: string) => format.format(new Date(iso));
}

/** A category slug as words ("feria-empleo" -> "Feria empleo"), or the portal's name for it. */
export function useCategoryLabel() {
  const { t } = useTranslation('events');
  return (slug: string) => {
    const known = t(`categories.${slug}`, { defaultValue: '' });
    if (known) return known;
    const words = slug.replace(/[-_]+/g, ' ').trim();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}

/** Event card (spec 1 §2): image background, category, featured flag, title, date, place, link to its page. */
export function EventCardView({ event }: { event: EventCard }) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const date = useEventDate();
  const category = useCategoryLabel();
  return (
    <article
      className={`event-card${event.destacado ? ' event-card--featured' : ''}${event.caducado ? ' event-card--past' : ''}`}
      style={event.ulrImagenPrincipal ? { backgroundImage: `url("${event.ulrImagenPrincipal}")` } : undefined}
    >
      <div className="event-card__body">
        <p className="event-card__labels">
          <span className="event-card__tag">{category(event.categoria)}</span>
          {event.destacado ? <span className="event-card__tag event-card__tag--featured">★ {t('featured')}</span> : null}
          {event.caducado ? <span className="event-card__tag">{t('past')}</span> : null}
        </p>
        <h3 className="event-card__title">
          <Link className="event-card__link" to={pathFor('event', language, { id: event.idEvento })}>
            {event.titulo}
          </Link>
        </h3>
        <p className="event-card__when">
          <time dateTime={event.fecha}>{date(event.fecha)}</time>
        </p>
        <p className="event-card__where">{event.lugar}</p>
      </div>
    </article>
  );
}
