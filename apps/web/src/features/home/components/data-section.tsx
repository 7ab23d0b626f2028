import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import '../home-sections.css';

interface DataSectionProps<T> {
  title: string;
  /** The query of the section's call (its errors already went to the banner). */
  query: { data: T[] | undefined; isPending: boolean; isError: boolean };
  empty: string;
  children: (items: T[]) => ReactNode;
  /** The link to the full page, when the spec has one. */
  footer?: ReactNode;
  className?: string;
}

/** A home section that lists what one call answered: loading, the list, or a friendly empty state. */
export function DataSection<T>({ title, query, empty, children, footer, className }: DataSectionProps<T>) {
  const { t } = useTranslation('home');
  const titleId = useId();
  return (
    <section className={['card', 'home-section', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={titleId} aria-busy={query.isPending}>
      <h2 id={titleId} className="home-section__title">
        {title}
      </h2>
      {query.isPending ? (
        <p className="home-section__pending">{t('loading')}</p>
      ) : query.isError ? (
        <p className="home-section__pending">{t('unavailable')}</p>
      ) : query.data && query.data.length > 0 ? (
        children(query.data)
      ) : (
        <p className="home-section__empty">{empty}</p>
      )}
      {footer}
    </section>
  );
}
