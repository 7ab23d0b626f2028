import { useState, type ReactNode } from 'react';
import { formatGrade, GRADE_SCALE, type CompanyCvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { downloadCandidateFile } from '../api/download-files';
import { formatMonth } from '../utils/dates';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card cc-cv-section">
      <h2 className="cc-section-title">{title}</h2>
      {children}
    </section>
  );
}

const names = (items: readonly { nombre: string }[]) => items.map((i) => i.nombre).join(' · ');

/**
 * The CV as the company may see it: the server already left out what the candidate keeps private (ID, birth date,
 * address, bank data, hidden studies, private documents); this only draws what came.
 */
export function CandidateCv({ cv, idCandidatura }: { cv: CompanyCvDatos; idCandidatura: number }) {
  const { t } = useTranslation('companyCandidates');
  const language = useLanguage();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const yesNo = (value: boolean) => (value ? t('cv.yes') : t('cv.no'));
  const download = (idFichero: string, name: string) => {
    setDownloadError(null);
    downloadCandidateFile(idCandidatura, idFichero, name).catch(setDownloadError);
  };
  const skills = [
    [t('cv.competences'), cv.competencias],
    [t('cv.software'), cv.programasInformaticos],
    [t('cv.interests'), cv.intereses],
    [t('cv.sectors'), cv.sectoresInteres],
  ] as const;

  return (
    <div className="cc-cv">
      <Section title={t('cv.contact')}>
        <dl className="cc-facts">
          <div>
            <dt>{t('cv.email')}</dt>
            <dd>
              <a href={`mailto:${cv.email}`}>{cv.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('cv.mobile')}</dt>
            <dd>{cv.movil ? <a href={`tel:${cv.movil}`}>{cv.movil}</a> : t('cv.none')}</dd>
          </div>
          <div>
            <dt>{t('cv.place')}</dt>
            <dd>{[cv.localidad, cv.provincia].filter(Boolean).join(', ') || t('cv.none')}</dd>
          </div>
        </dl>
      </Section>

      {cv.presentacion && (
        <Section title={t('cv.presentation')}>
          <p className="cc-prose">{cv.presentacion}</p>
        </Section>
      )}

      {cv.estudios.length > 0 && (
        <Section title={t('cv.studies')}>
          <ul className="cc-entries">
            {cv.estudios.map((study) => (
              <li key={study.id}>
                <p className="cc-entry__title">{study.titulo}</p>
                <p className="muted">
                  {[
                    study.centro,
                    study.finalizado ? [study.anioInicio, study.anioFin].filter(Boolean).join('–') : `${study.anioInicio ?? ''} – ${t('cv.inProgress')}`,
                    !study.finalizado && study.curso ? t('cv.courseYear', { year: study.curso }) : null,
                    study.notaMedia ? t('cv.grade', { grade: formatGrade(study.notaMedia, language), ...GRADE_SCALE }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {cv.experiencias.length > 0 && (
        <Section title={t('cv.experience')}>
          <ul className="cc-entries">
            {cv.experiencias.map((job) => (
              <li key={job.id}>
                <p className="cc-entry__title">
                  {job.puesto} · {job.empresa}
                </p>
                <p className="muted">
                  {[`${formatMonth(job.fechaInicio, language)} – ${job.fechaFin ? formatMonth(job.fechaFin, language) : t('cv.present')}`, job.sector, job.tipoContrato, job.provincia]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {job.descripcion && <p className="cc-prose">{job.descripcion}</p>}
                {job.adjunto && (
                  <button type="button" className="button button--link" onClick={() => download(job.adjunto!.idFichero, job.adjunto!.nombre)}>
                    {t('cv.download', { name: job.adjunto.nombre })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {cv.idiomas.length > 0 && (
        <Section title={t('cv.languages')}>
          <ul className="cc-chips">
            {cv.idiomas.map((l) => (
              <li key={l.id}>
                <strong>{l.idioma}</strong> {l.nivel}
                {l.certificado ? ` (${l.certificado})` : ''}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {skills.some(([, list]) => list.length > 0) && (
        <Section title={t('cv.skills')}>
          <dl className="cc-facts cc-facts--wide">
            {skills
              .filter(([, list]) => list.length > 0)
              .map(([label, list]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{names(list)}</dd>
                </div>
              ))}
          </dl>
        </Section>
      )}

      <Section title={t('cv.profile')}>
        <dl className="cc-facts">
          {cv.profesional.carnetsConducir.length > 0 && (
            <div>
              <dt>{t('cv.drivingLicences')}</dt>
              <dd>{cv.profesional.carnetsConducir.map((c) => c.codigo).join(', ')}</dd>
            </div>
          )}
          <div>
            <dt>{t('cv.ownCar')}</dt>
            <dd>{yesNo(cv.profesional.vehiculoPropio)}</dd>
          </div>
          <div>
            <dt>{t('cv.travel')}</dt>
            <dd>{yesNo(cv.profesional.disponibilidadViajar)}</dd>
          </div>
          <div>
            <dt>{t('cv.relocation')}</dt>
            <dd>{yesNo(cv.profesional.disponibilidadTraslado)}</dd>
          </div>
          <div>
            <dt>{t('cv.working')}</dt>
            <dd>{yesNo(cv.profesional.trabajandoActualmente)}</dd>
          </div>
          <div>
            <dt>{t('cv.workPermit')}</dt>
            <dd>{yesNo(cv.permisoTrabajo)}</dd>
          </div>
          {cv.nivelFormativo && (
            <div>
              <dt>{t('cv.trainingLevel')}</dt>
              <dd>{cv.nivelFormativo}</dd>
            </div>
          )}
          {cv.enlacePortfolio && (
            <div>
              <dt>{t('cv.portfolio')}</dt>
              <dd>
                <a href={cv.enlacePortfolio} target="_blank" rel="noopener noreferrer">
                  {cv.enlacePortfolio}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </Section>

      {cv.documentos.length > 0 && (
        <Section title={t('cv.documents')}>
          <ul className="cc-entries">
            {cv.documentos.map((doc) => (
              <li key={doc.id}>
                <p className="cc-entry__title">{doc.tipo}</p>
                {doc.fichero ? (
                  <button type="button" className="button button--link" onClick={() => download(doc.fichero!.idFichero, doc.fichero!.nombre)}>
                    {t('cv.download', { name: doc.nombre })}
                  </button>
                ) : doc.url ? (
                  <a href={doc.url} target="_blank" rel="noopener noreferrer">
                    {doc.nombre} ({t('cv.openLink')})
                  </a>
                ) : (
                  <p>{doc.nombre}</p>
                )}
              </li>
            ))}
          </ul>
          {downloadError ? <ApiErrorAlert error={downloadError} /> : null}
        </Section>
      )}
    </div>
  );
}
