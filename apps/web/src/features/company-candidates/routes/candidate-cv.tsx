import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { downloadCvPdf, useCandidatePhoto } from '../api/download-files';
import { useCandidate } from '../api/get-candidate';
import { CandidateCv } from '../components/candidate-cv';
import { MoveCandidacyForm } from '../components/move-candidacy-form';
import { formatDay } from '../utils/dates';
import { listQuery, listSearch } from '../utils/list-query';
import '@/components/ui/back-office.css';
import '../company-candidates.css';

/**
 * /ver-cv/:id (id: the candidacy): the candidate of one of my offers, the CV as a company may see it, its PDF made
 * on the server, and the state of the candidacy with its history. Opening it marks it read. The list it was opened
 * from (its filters and order, kept in the address) gives the previous and next candidate, so a company goes
 * through its candidates without going back to the list each time.
 */
export default function CandidateCvPage() {
  const { t } = useTranslation('companyCandidates');
  const language = useLanguage();
  const idCandidatura = Number(useParams().id);
  const [params] = useSearchParams();
  const search = listSearch(params);
  const candidate = useCandidate(idCandidatura, language, listQuery(params));
  const [pdf, setPdf] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const photo = useCandidatePhoto(idCandidatura, candidate.data?.cv.idFicheroImagen ?? null);

  if (candidate.isError) return <ApiErrorAlert error={candidate.error} />;
  if (candidate.isPending) return <Loading label={t('loadingCv')} />;
  const { candidatura, vecinos, oferta, cv } = candidate.data;
  const toCandidate = (id: number) => `${pathFor('cv-view', language, { id })}${search}`;
  const fullName = [cv.nombre, cv.apellido1, cv.apellido2].filter(Boolean).join(' ');

  const downloadPdf = () => {
    setPdf({ busy: true, error: null });
    downloadCvPdf(idCandidatura, `CV ${fullName}.pdf`).then(
      () => setPdf({ busy: false, error: null }),
      (error: unknown) => setPdf({ busy: false, error }),
    );
  };

  return (
    <div className="page-content cc-page cc-page--cv">
      <p>
        <Link to={`${pathFor('my-offer', language, { id: oferta.idOferta })}${search}`}>{t('cv.backToOffer', { title: oferta.titulo })}</Link>
      </p>
      {vecinos.total > 1 && (
        <nav className="cc-neighbours" aria-label={t('cv.nav.label')}>
          {vecinos.anterior !== null && (
            <Link to={toCandidate(vecinos.anterior)} aria-label={t('cv.nav.previous', { position: vecinos.posicion - 1, total: vecinos.total })}>
              ← {t('cv.nav.previousShort')}
            </Link>
          )}
          {vecinos.posicion > 0 && <span className="muted">{t('cv.nav.position', { position: vecinos.posicion, total: vecinos.total })}</span>}
          {vecinos.siguiente !== null && (
            <Link to={toCandidate(vecinos.siguiente)} aria-label={t('cv.nav.next', { position: vecinos.posicion + 1, total: vecinos.total })}>
              {t('cv.nav.nextShort')} →
            </Link>
          )}
        </nav>
      )}
      <section className="card cc-person" aria-labelledby="cc-person-name">
        {photo.data ? (
          <img className="cc-person__photo" src={photo.data} alt={t('cv.photoAlt', { name: fullName })} width={72} height={72} />
        ) : (
          // Initials while the photo loads, and where there is none (or it cannot be read).
          <div className="cc-person__avatar" aria-hidden="true">
            {(cv.nombre[0] ?? '') + (cv.apellido1[0] ?? '')}
          </div>
        )}
        <div className="cc-person__text">
          <h2 id="cc-person-name" className="cc-person__name">
            {fullName}
          </h2>
          <p className="muted">{t('cv.candidacyFor', { title: oferta.titulo })}</p>
          <p className="muted">
            {t('cv.applied', { date: formatDay(candidatura.fecha, language) })} · <span className={`bo-badge cc-state cc-state--${candidatura.idEstado}`}>{candidatura.estado}</span>
          </p>
          {cv.validadoPorServicio && <p className="cc-validated">✓ {t('cv.validated')}</p>}
        </div>
        <div className="cc-person__actions">
          <button type="button" className="button button--primary" onClick={downloadPdf} disabled={pdf.busy}>
            {pdf.busy ? t('cv.downloading') : t('cv.downloadPdf')}
          </button>
        </div>
        {pdf.error ? <ApiErrorAlert error={pdf.error} /> : null}
      </section>
      <div className="cc-layout">
        <div className="cc-layout__main">
          <CandidateCv cv={cv} idCandidatura={idCandidatura} />
        </div>
        <aside className="cc-layout__side">
          <MoveCandidacyForm key={candidatura.idCandidatura} candidacy={candidatura} offerOpen={oferta.estado === 'published'} />
        </aside>
      </div>
    </div>
  );
}
