import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * A home section whose data call arrives with the next release: its title, an honest note (not "nothing yet",
 * which would be untrue) and, where the spec has one, the link to the full page.
 */
export function HomeSection({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  const { t } = useTranslation('home');
  const titleId = useId();
  return (
    <section className={['card', 'home-section', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section__title">
        {title}
      </h2>
      <p className="home-section__pending">{t('nextRelease')}</p>
      {children}
    </section>
  );
}
