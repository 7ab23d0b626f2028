import { Link } from 'react-router';
import type { EventCard as EventCardData } from '@portal/shared';
import './event-card.css';

export interface EventCardProps {
  event: EventCardData;
  /** The event's page: the whole card is the link's target area. */
  href: string;
  /** The date as the page words it (the home's short form, the events page's long one). */
  when: string;
  /** The category in the reader's words. */
  category: string;
  featuredLabel: string;
  /** Shown on events already held (the events page lists past ones too). */
  pastLabel: string;
}

/**
 * An event's card (spec 1 §2), one for the home's upcoming events and the events page: the event's image behind a
 * dark veil, category, featured flag, title linking to its page, date and place.
 */
export function EventCard({ event, href, when, category, featuredLabel, pastLabel }: EventCardProps) {
  return (
    <article
      className={`event-card${event.destacado ? ' event-card--featured' : ''}${event.caducado ? ' event-card--past' : ''}`}
      style={event.ulrImagenPrincipal ? { backgroundImage: `url("${event.ulrImagenPrincipal}")` } : undefined}
    >
      <div className="event-card__body">
        <p className="event-card__labels">
          <span className="event-card__tag">{category}</span>
          {event.destacado ? (
            <span className="event-card__tag event-card__tag--featured">
              <span aria-hidden="true">★ </span>
              {featuredLabel}
            </span>
          ) : null}
          {event.caducado ? <span className="event-card__tag">{pastLabel}</span> : null}
        </p>
        <h3 className="event-card__title">
          <Link className="event-card__link" to={href}>
            {event.titulo}
          </Link>
        </h3>
        <p className="event-card__when">
          <time dateTime={event.fecha}>{when}</time>
        </p>
        <p className="event-card__where">{event.lugar}</p>
      </div>
    </article>
  );
}

/** A category slug the portal has no name for, as words ("feria-empleo" -> "Feria empleo"). */
export function categoryWords(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
