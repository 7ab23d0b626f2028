import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Guide } from '@portal/shared';
import { isStoredGuideFile, useDownloadGuideFile } from '../api/download-guide-file';
import { useHomeGuides } from '../api/get-home-guides';
import { DataSection } from './data-section';

function GuideCard({ guide }: { guide: Guide }) {
  const { t } = useTranslation('home');
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const download = useDownloadGuideFile();
  return (
    <article className="home-guide">
      {guide.ulrImagen && <img src={guide.ulrImagen} alt="" className="home-guide__image" loading="lazy" />}
      <div className="home-guide__body">
        <h3 className="home-guide__title">{guide.titulo}</h3>
        <button type="button" className="link-button home-guide__toggle" aria-expanded={open} aria-controls={descriptionId} onClick={() => setOpen(!open)}>
          {t(open ? 'guides.hide' : 'guides.show')}
          <span className="visually-hidden">{`: ${guide.titulo}`}</span>
        </button>
        <p id={descriptionId} className="home-guide__description" hidden={!open}>
          {guide.descripcion}
        </p>
        {guide.urlFichero &&
          (isStoredGuideFile(guide) ? (
            <button type="button" className="button button--secondary home-guide__file" disabled={download.isPending} onClick={() => download.mutate(guide)}>
              {download.isPending ? t('guides.downloading') : t('guides.download')}
              <span className="visually-hidden">{`: ${guide.titulo}`}</span>
            </button>
          ) : (
            <a href={guide.urlFichero} target="_blank" rel="noopener noreferrer" className="button button--secondary home-guide__file">
              {t('guides.open')}
              <span className="visually-hidden">{`: ${guide.titulo} ${t('newTab')}`}</span>
            </a>
          ))}
      </div>
    </article>
  );
}

/** The first four orientation guides (hasGuiasOrientacion): title, optional image, expandable description, file. */
export function GuidesSection() {
  const { t } = useTranslation('home');
  const guides = useHomeGuides();
  return (
    <DataSection
      title={t('candidate.guides')}
      query={guides}
      empty={t('guides.empty')}
      className="home-guides"
    >
      {(items) => (
        <ul className="home-guides__list">
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
