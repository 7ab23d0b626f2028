import { Link } from 'react-router';
import { GuideCard } from '@/components/guides/guide-card';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useHomeGuides } from '../api/get-home-guides';
import { DataSection } from './data-section';

/** The first four orientation guides (hasGuiasOrientacion), and the way to /guias-orientacion for the rest. */
export function GuidesSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const guides = useHomeGuides();
  return (
    <DataSection
      title={t('candidate.guides')}
      query={guides}
      empty={t('guides.empty')}
      className="home-guides"
      footer={
        <p>
          <Link to={pathFor('guides', language)}>{t('candidate.seeAllGuides')}</Link>
        </p>
      }
    >
      {(items) => (
        <ul className="guide-list">
          {items.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      )}
    </DataSection>
  );
}
