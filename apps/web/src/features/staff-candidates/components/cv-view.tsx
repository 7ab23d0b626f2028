import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { fetchFile, saveBlob } from '@/lib/file-download';

type FileRef = NonNullable<CvDatos['documentos'][number]['fichero']>;

function FileButton({ file }: { file: FileRef }) {
  const { t } = useTranslation('staffContent');
  const [error, setError] = useState<unknown>(null);
  const open = async () => {
    setError(null);
    try {
      const { blob, name } = await fetchFile(file.url);
      saveBlob(blob, name ?? file.nombre);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void open()}>
        {t('candidate.download', { name: file.nombre })}
      </button>
      {error ? <ApiErrorAlert error={error} /> : null}
    </>
  );
}

/** One row of a definition list, left out when there is nothing to show. */
function Item({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** The whole CV, read-only, as the service sees it (private documents included, marked as such). */
export function CvView({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('staffContent');
  const p = cv.datosPersonales;
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const skills = [...cv.competencias, ...cv.programasInformaticos, ...cv.intereses, ...cv.sectoresInteres].map((s) => s.nombre);
  return (
    <div className="bo-cv">
      <section className="card" aria-labelledby="cv-personal">
        <h2 id="cv-personal">{t('candidate.personal')}</h2>
        <dl>
          <Item label={t('candidate.fullName')} value={[p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(' ')} />
          <Item label={t('candidate.document')} value={p.documento ? `${p.documento}${p.tipoDocumento ? ` (${p.tipoDocumento.toUpperCase()})` : ''}` : null} />
          <Item label={t('candidate.birthDate')} value={p.fechaNacimiento} />
          <Item label={t('candidate.gender')} value={p.genero} />
          <Item label={t('candidate.personalEmail')} value={p.emailPersonal} />
          <Item label={t('candidate.studentEmail')} value={p.emailEstudiante} />
          <Item label={t('candidate.mobile')} value={p.movil} />
          <Item label={t('candidate.phone')} value={p.telefonoFijo} />
          <Item label={t('candidate.address')} value={[p.direccion, p.codigoPostal, p.localidad, p.provincia, p.pais].filter(Boolean).join(', ')} />
          <Item label={t('candidate.nationalities')} value={p.nacionalidades.map((n) => n.nombre).join(', ')} />
          <Item label={t('candidate.disability')} value={yesNo(p.discapacidad)} />
          <Item label={t('candidate.workPermit')} value={yesNo(cv.permisoTrabajo)} />
          <Item
            label={t('candidate.activeSearch')}
            value={`${t('candidate.activeJobs')}: ${yesNo(cv.busquedaActivaTrabajo)} · ${t('candidate.activeInternships')}: ${yesNo(cv.busquedaActivaPracticas)}`}
          />
        </dl>
      </section>

      <section className="card" aria-labelledby="cv-studies">
        <h2 id="cv-studies">{t('candidate.studies')}</h2>
        {cv.estudios.length === 0 ? (
          <p className="muted">{t('candidate.noStudies')}</p>
        ) : (
          <ul>
            {cv.estudios.map((s) => (
              <li key={s.id}>
                <strong>{s.titulo}</strong>
                {s.centro ? ` · ${s.centro}` : ''} · {s.anioInicio ?? '?'}–{s.finalizado ? (s.anioFin ?? '') : t('candidate.inProgress')}
                {s.oculto && <span className="bo-badge bo-badge--cerrada"> {t('candidate.hidden')}</span>}
                {s.fechaBaja && <span className="bo-badge bo-badge--rechazada"> {t('candidate.withdrawn')}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="cv-experiences">
        <h2 id="cv-experiences">{t('candidate.experiences')}</h2>
        {cv.experiencias.length === 0 ? (
          <p className="muted">{t('candidate.noExperiences')}</p>
        ) : (
          <ul>
            {cv.experiencias.map((e) => (
              <li key={e.id}>
                <strong>{e.puesto}</strong> · {e.empresa} · {e.fechaInicio}–{e.fechaFin ?? t('candidate.inProgress')}
                {e.descripcion && <p className="muted">{e.descripcion}</p>}
                {e.adjunto && <FileButton file={e.adjunto} />}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="cv-languages">
        <h2 id="cv-languages">{t('candidate.languages')}</h2>
        {cv.idiomas.length === 0 ? (
          <p className="muted">{t('candidate.noLanguages')}</p>
        ) : (
          <ul>
            {cv.idiomas.map((l) => (
              <li key={l.id}>
                {l.idioma}: {l.nivel}
                {l.certificado ? ` (${l.certificado})` : ''}
              </li>
            ))}
          </ul>
        )}
        {skills.length > 0 && (
          <>
            <h3>{t('candidate.skills')}</h3>
            <p>{skills.join(', ')}</p>
          </>
        )}
        {cv.presentacion && (
          <>
            <h3>{t('candidate.presentation')}</h3>
            <p>{cv.presentacion}</p>
          </>
        )}
      </section>

      <section className="card" aria-labelledby="cv-documents">
        <h2 id="cv-documents">{t('candidate.documents')}</h2>
        <p className="muted">{t('candidate.privateNote')}</p>
        {cv.documentos.length === 0 ? (
          <p className="muted">{t('candidate.noDocuments')}</p>
        ) : (
          <ul>
            {cv.documentos.map((d) => (
              <li key={d.id}>
                <strong>{d.nombre}</strong> · {d.tipo}{' '}
                <span className={`bo-badge ${d.visibilidad === 'private' ? 'bo-badge--pendiente' : 'bo-badge--cerrada'}`}>{t(`candidate.visibility.${d.visibilidad}`)}</span>
                {d.tituloOferta ? ` · ${d.tituloOferta}` : ''}
                <div className="bo-actions">
                  {d.fichero && <FileButton file={d.fichero} />}
                  {d.url && (
                    <a className="button button--secondary" href={d.url} target="_blank" rel="noopener noreferrer">
                      {t('candidate.link')}
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
