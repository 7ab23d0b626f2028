import type { ReactNode } from 'react';
import type { EventDetail } from '@portal/shared';
import { useTranslation } from '@/lib/i18n';
import { useCategoryLabel, useEventDate } from './event-card';

/** The event's record, as the candidate's page and the public page show it; `children` is its enrolment panel. */
export function EventDetailView({ event, children }: { event: EventDetail; children?: ReactNode }) {
  const { t } = useTranslation('events');
  const date = useEventDate();
  const category = useCategoryLabel();
  return (
    <div className="page-content event-page">
      <article className="card event-detail" aria-labelledby="event-title">
        {event.ulrImagenPrincipal ? <img className="event-detail__image" src={event.ulrImagenPrincipal} alt="" /> : null}
        <p className="event-card__labels">
          <span className="event-card__tag">{category(event.categoria)}</span>
          {event.destacado ? <span className="event-card__tag event-card__tag--featured">★ {t('featured')}</span> : null}
          {event.caducado ? <span className="event-card__tag">{t('past')}</span> : null}
        </p>
        <h2 id="event-title" className="event-detail__title">{event.titulo}</h2>
        <dl className="event-detail__facts">
          <dt>{t('when')}</dt>
          <dd>
            <time dateTime={event.fecha}>{date(event.fecha)}</time>
          </dd>
          <dt>{t('where')}</dt>
          <dd>{event.lugar}</dd>
          <dt>{t('places.label')}</dt>
          <dd>
            {event.plazas === null ? t('places.unlimited') : t('places.taken', { taken: event.inscritos, total: event.plazas })}
            {event.enEspera > 0 ? ` · ${t('places.waiting', { count: event.enEspera })}` : ''}
          </dd>
        </dl>
        {event.entradilla ? <p className="event-detail__lead">{event.entradilla}</p> : null}
        {event.descripcion ? <p className="event-detail__text">{event.descripcion}</p> : null}
      </article>
      {children}
      {event.galeria.length > 0 || event.videos.length > 0 ? (
        <section className="card" aria-labelledby="event-gallery">
          <h2 id="event-gallery">{t('gallery')}</h2>
          <ul className="event-gallery">
            {event.galeria.map((src) => (
              <li key={src}>
                <img src={src} alt="" loading="lazy" />
              </li>
            ))}
          </ul>
          {event.videos.length > 0 ? (
            <ul className="event-videos">
              {event.videos.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    {t('video', { number: index + 1 })}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
