import type { EventCard as EventCardData } from '@portal/shared';
import { EventCard, categoryWords } from '@/components/event-card/event-card';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The event's date and time in the reader's language. */
export function useEventDate() {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (iso: string) => format.format(new Date(iso));
}

/** A category in the reader's words: the portal's name for it, or its slug as words. */
export function useCategoryLabel() {
  const { t } = useTranslation('events');
  return (slug: string) => t(`categories.${slug}`, { defaultValue: '' }) || categoryWords(slug);
}

/** Event card of the events page: long date, and the "held" mark on past events. */
export function EventCardView({ event }: { event: EventCardData }) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const date = useEventDate();
  const category = useCategoryLabel();
  return (
    <EventCard
      event={event}
      href={pathFor('event', language, { id: event.idEvento })}
      when={date(event.fecha)}
      category={category(event.categoria)}
      featuredLabel={t('featured')}
      pastLabel={t('past')}
    />
  );
}
