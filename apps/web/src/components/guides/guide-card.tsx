import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { buildPath, homeCalls, type Guide } from '@portal/shared';
import { fetchFile, saveBlob } from '@/lib/file-download';
import { useTranslation } from '@/lib/i18n';
import './guide-card.css';

/** A guide whose file is stored by the portal (its `urlFichero` is the download call); others link elsewhere. */
export function isStoredGuideFile(guide: Guide): boolean {
  return guide.urlFichero.startsWith('/api/');
}

/** GET /api/Alumno/dameFicheroGuiaOrientacion/:id: the guide's file, fetched with the token and saved. */
export async function downloadGuideFile(guide: Guide) {
  const { blob, name } = await fetchFile(buildPath(homeCalls.guideFile.path, { id: guide.id }));
  saveBlob(blob, name ?? `${guide.titulo}.pdf`);
}

/**
 * One orientation guide (spec 1 §3): title, optional image, the description behind a disclosure button
 * (aria-expanded, aria-controls: Enter and Space open it, a screen reader hears its state) and the file, downloaded
 * with the session when the portal stores it, opened in a new tab when it lives elsewhere. Used by the candidate's
 * home (the first four) and by /guias-orientacion (all of them).
 */
export function GuideCard({ guide, headingLevel = 3 }: { guide: Guide; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('home');
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const download = useMutation({ mutationFn: downloadGuideFile });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="guide-card">
      {guide.ulrImagen && <img src={guide.ulrImagen} alt="" className="guide-card__image" loading="lazy" />}
      <div className="guide-card__body">
        <Heading className="guide-card__title">{guide.titulo}</Heading>
        {guide.descripcion && (
          <>
            <button type="button" className="link-button guide-card__toggle" aria-expanded={open} aria-controls={descriptionId} onClick={() => setOpen(!open)}>
              {t(open ? 'guides.hide' : 'guides.show')}
              <span className="visually-hidden">{`: ${guide.titulo}`}</span>
            </button>
            <p id={descriptionId} className="guide-card__description" hidden={!open}>
              {guide.descripcion}
            </p>
          </>
        )}
        {guide.urlFichero &&
          (isStoredGuideFile(guide) ? (
            <button type="button" className="button button--secondary guide-card__file" disabled={download.isPending} onClick={() => download.mutate(guide)}>
              {download.isPending ? t('guides.downloading') : t('guides.download')}
              <span className="visually-hidden">{`: ${guide.titulo}`}</span>
            </button>
          ) : (
            <a href={guide.urlFichero} target="_blank" rel="noopener noreferrer" className="button button--secondary guide-card__file">
              {t('guides.open')}
              <span className="visually-hidden">{`: ${guide.titulo} ${t('newTab')}`}</span>
            </a>
          ))}
      </div>
    </article>
  );
}
