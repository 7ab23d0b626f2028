import { useTranslation } from '@/lib/i18n';
import { useSectionNavigation } from './section';
import './section-index.css';

export interface IndexEntry {
  id: string;
  title: string;
}

/**
 * The CV's table of contents: anchor links to every section. A link opens its section if folded and moves focus
 * to its heading. On a phone it folds into "Go to a section"; on wide screens it stays beside the sections.
 */
export function SectionIndex({ entries }: { entries: readonly IndexEntry[] }) {
  const { t } = useTranslation('cv');
  const { narrow, goTo } = useSectionNavigation();
  const list = (
    <ol className="cv-index__list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            onClick={(event) => {
              event.preventDefault();
              goTo(entry.id);
            }}
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <nav className="cv-index" aria-label={t('index.label')}>
      {narrow ? (
        <details className="cv-index__fold">
          <summary>{t('index.toggle')}</summary>
          {list}
        </details>
      ) : (
        <>
          <p className="cv-index__title" aria-hidden="true">
            {t('index.label')}
          </p>
          {list}
        </>
      )}
    </nav>
  );
}
