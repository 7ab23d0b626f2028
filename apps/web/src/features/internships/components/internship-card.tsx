import { useId, useState } from 'react';
import type { CandidateInternship } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteInternshipDocument } from '../api/delete-internship-document';
import { useDownloadInternshipDocument } from '../api/download-internship-document';
import { formatDay, formatMoment, formatNumber } from './format';
import { UploadDialog } from './upload-dialog';
import { canRenounce, uploadKindsOf } from './upload-kinds';

type Tutor = NonNullable<CandidateInternship['tutorEmpresa']>;
type InternshipDocument = CandidateInternship['documentos'][number];

function TutorCard({ title, tutor }: { title: string; tutor: Tutor | null }) {
  const { t } = useTranslation('internships');
  return (
    <div className="internship-tutor">
      <h4 className="internship-tutor__title">{title}</h4>
      {tutor ? (
        <>
          <p className="internship-tutor__name">
            {tutor.nombre} {tutor.apellidos}
          </p>
          {tutor.cargo && <p className="internship-tutor__detail">{tutor.cargo}</p>}
          {tutor.email && (
            <p className="internship-tutor__detail">
              <a href={`mailto:${tutor.email}`}>{tutor.email}</a>
            </p>
          )}
          {tutor.telefono && (
            <p className="internship-tutor__detail">
              <a href={`tel:${tutor.telefono.replace(/\s/g, '')}`}>{tutor.telefono}</a>
            </p>
          )}
        </>
      ) : (
        <p className="muted">{t('card.noTutor')}</p>
      )}
    </div>
  );
}

function DocumentList({ documents }: { documents: InternshipDocument[] }) {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const download = useDownloadInternshipDocument();
  const remove = useDeleteInternshipDocument();
  const [deleting, setDeleting] = useState<InternshipDocument | null>(null);
  if (documents.length === 0) return <p className="muted">{t('card.noDocuments')}</p>;
  const sorted = [...documents].sort((a, b) => b.fecha.localeCompare(a.fecha));
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  return (
    <>
    <ul className="internship-docs">
      {sorted.map((document) => {
        const busy = download.isPending && download.variables.id === document.id;
        return (
          <li key={document.id} className="internship-docs__item">
            <span className="internship-docs__icon" aria-hidden="true">
              ▤
            </span>
            <span className="internship-docs__text">
              <span className="internship-docs__name">{document.nombre}</span>
              <span className="internship-docs__meta">
                {document.tipo === 'documento' && document.tipoDocumento ? document.tipoDocumento : t(`documentKinds.${document.tipo}`)} ·{' '}
                {formatMoment(document.fecha, language)}
              </span>
            </span>
            <button type="button" className="button button--secondary internship-docs__download" disabled={busy} onClick={() => download.mutate(document)}>
              {busy ? t('card.downloading') : t('card.download')}{' '}
              <span className="visually-hidden">{document.nombre}</span>
            </button>
            {document.borrable && (
              <button type="button" className="button button--secondary internship-docs__delete" onClick={() => setDeleting(document)}>
                {t('card.delete')} <span className="visually-hidden">{document.nombre}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('deleteDocument.title', { name: deleting?.nombre ?? '' })}
        confirmLabel={remove.isPending ? t('deleteDocument.deleting') : t('deleteDocument.confirm')}
        busy={remove.isPending}
        onCancel={closeDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        <p>{t('deleteDocument.consequence')}</p>
        <ApiErrorAlert error={remove.error} />
      </ConfirmDialog>
    </>
  );
}

/**
 * Where the candidate's renunciation stands while the internship runs: with the service (and how to take it back),
 * or refused with the service's reason. An accepted one needs no line: the internship's state says "Renunciada".
 */
function RenunciationStatus({ renunciation }: { renunciation: NonNullable<CandidateInternship['renuncia']> }) {
  const { t } = useTranslation('internships');
  const day = formatMoment(renunciation.fecha, useLanguage());
  if (renunciation.estado === 'aceptada') return null;
  return renunciation.estado === 'pendiente' ? (
    <p className="internship__renunciation">{t('card.renunciationPending', { day })}</p>
  ) : (
    <p className="internship__renunciation internship__renunciation--refused">
      {t('card.renunciationRefused', { day })} {renunciation.motivo && <q>{renunciation.motivo}</q>}
    </p>
  );
}

/** One internship: company, state, dates and hours, the job, the tutors, the documents and the upload. */
export function InternshipCard({ internship }: { internship: CandidateInternship }) {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const titleId = useId();
  const [uploading, setUploading] = useState(false);
  const [renouncing, setRenouncing] = useState(false);
  const company = internship.empresa?.nombre ?? t('card.noCompany');
  const hours = [
    internship.horasDia !== null && t('card.hoursPerDay', { hours: formatNumber(internship.horasDia, language) }),
    internship.horasSemana !== null && t('card.hoursPerWeek', { hours: formatNumber(internship.horasSemana, language) }),
  ].filter(Boolean);
  const canUpload = uploadKindsOf(internship).length > 0;

  return (
    <article className={`card internship internship--${internship.estado}`} aria-labelledby={titleId}>
      <header className="internship__header">
        <h2 id={titleId} className="internship__company">
          {company}
        </h2>
        <span className={`internship-state internship-state--${internship.estado}`}>{t(`states.${internship.estado}`)}</span>
      </header>
      {(internship.puestoTrabajo || internship.departamento) && (
        <p className="internship__position">{[internship.puestoTrabajo, internship.departamento].filter(Boolean).join(' · ')}</p>
      )}
      <dl className="internship-facts">
        <div className="internship-facts__item">
          <dt>{t('card.dates')}</dt>
          <dd>{t('card.dateRange', { from: formatDay(internship.fechaInicio, language), to: formatDay(internship.fechaFin, language) })}</dd>
        </div>
        {hours.length > 0 && (
          <div className="internship-facts__item">
            <dt>{t('card.hours')}</dt>
            <dd>{hours.join(' · ')}</dd>
          </div>
        )}
        <div className="internship-facts__item">
          <dt>{t('card.kind')}</dt>
          <dd>{t(internship.esCurricular ? 'card.curricular' : 'card.extracurricular')}</dd>
        </div>
        {internship.titulacion && (
          <div className="internship-facts__item">
            <dt>{t('card.degree')}</dt>
            <dd>
              {internship.titulacion.nombre}
              {internship.curso && ` · ${t('card.course', { course: internship.curso })}`}
            </dd>
          </div>
        )}
        {internship.programa && (
          <div className="internship-facts__item">
            <dt>{t('card.programme')}</dt>
            <dd>{internship.programa.nombre}</dd>
          </div>
        )}
      </dl>
      {internship.tareasAdesarrollar && (
        <div className="internship__tasks">
          <h3 className="internship__subtitle">{t('card.tasks')}</h3>
          <p>{internship.tareasAdesarrollar}</p>
        </div>
      )}
      <div>
        <h3 className="internship__subtitle">{t('card.tutors')}</h3>
        <div className="internship-tutors">
          <TutorCard title={t('card.companyTutor')} tutor={internship.tutorEmpresa} />
          <TutorCard title={t('card.academicTutor')} tutor={internship.tutorAcademico} />
        </div>
      </div>
      <div>
        <h3 className="internship__subtitle">{t('card.documents')}</h3>
        {internship.renuncia && <RenunciationStatus renunciation={internship.renuncia} />}
        <DocumentList documents={internship.documentos} />
        <div className="internship__actions">
          {canUpload && (
            <button type="button" className="button button--primary internship__upload" onClick={() => setUploading(true)}>
              {t('card.upload')}{' '}
              <span className="visually-hidden">({company})</span>
            </button>
          )}
          {canRenounce(internship) && (
            <button type="button" className="button internship__renounce" onClick={() => setRenouncing(true)}>
              {/* While the service reads a renunciation, the button adds a file to its set. */}
              {t(internship.renuncia?.estado === 'pendiente' ? 'card.renounceMore' : 'card.renounce')}{' '}
              <span className="visually-hidden">({company})</span>
            </button>
          )}
        </div>
      </div>
      {uploading && <UploadDialog internship={internship} company={company} onClose={() => setUploading(false)} />}
      {renouncing && <UploadDialog renounce internship={internship} company={company} onClose={() => setRenouncing(false)} />}
    </article>
  );
}
