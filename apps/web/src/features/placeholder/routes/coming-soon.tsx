import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';

/**
 * The page of every section that arrives with a later release (offers, CV, candidacies, company pages, events,
 * surveys...): a real route with its heading and breadcrumbs (drawn by the layout) and an honest note.
 */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="page-content">
      <section className="card coming-soon" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('comingSoon.title')}</h2>
        <p>{t('comingSoon.body')}</p>
        <p>
          <Link to="/" className="button button--secondary">
            {t('comingSoon.back')}
          </Link>
        </p>
      </section>
    </div>
  );
}
