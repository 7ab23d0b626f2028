import { BRAND_LEVELS, type CvDatos } from '@portal/shared';
import type { CatalogName } from '../domains/index.ts';
import { ownFileUrl } from '../files/index.ts';
import type { CvSnapshot } from './cv-snapshot.ts';
import { personalDataOf } from './personal-data.ts';
import type { DocumentRow } from './documents.repository.ts';
import type { ExperienceRow } from './experiences.repository.ts';
import type { StudyRow } from './studies.repository.ts';

type Cv = CvDatos;
/** How a view shows a stored file: the owner gets a download address, a company only the file's id. */
type FileView<F> = (fileId: string | null) => F;

const numberOrNull = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));
const isoOrNull = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : new Date(value).toISOString());

export function labelledList(snapshot: CvSnapshot, catalog: CatalogName, ids: readonly number[]) {
  return ids.flatMap((id) => {
    const nombre = snapshot.labels.label(catalog, id);
    return nombre === null ? [] : [{ id, nombre }];
  });
}

export function fileDetails(snapshot: CvSnapshot, fileId: string | null) {
  const file = fileId === null ? undefined : snapshot.files.get(fileId);
  return file ? { idFichero: file.id, nombre: file.name, extension: file.extension, tamano: file.sizeBytes } : null;
}

const ownFile = (snapshot: CvSnapshot): FileView<Cv['documentos'][number]['fichero']> => (fileId) => {
  const details = fileDetails(snapshot, fileId);
  return details && { ...details, url: ownFileUrl(details.idFichero) };
};

export function presentStudy(snapshot: CvSnapshot, study: StudyRow): Cv['estudios'][number] {
  return {
    id: study.id,
    universitario: study.is_university,
    idTitulacion: study.degree_id,
    titulo: study.title ?? snapshot.labels.label('degrees', study.degree_id) ?? '',
    centro: study.centre,
    nivel: BRAND_LEVELS.find((level) => level === study.level) ?? 'nivelOtros',
    anioInicio: study.start_year,
    anioFin: study.end_year,
    finalizado: study.finished,
    notaMedia: numberOrNull(study.average_grade),
    creditosSuperados: numberOrNull(study.credits_passed),
    creditosTotales: numberOrNull(study.credits_total),
    curso: study.course_year,
    oculto: study.hidden,
    fechaBaja: isoOrNull(study.withdrawn_at),
  };
}

export function presentExperience<F>(snapshot: CvSnapshot, experience: ExperienceRow, file: FileView<F>) {
  const { label } = snapshot.labels;
  return {
    id: experience.id,
    puesto: experience.position,
    empresa: experience.company,
    idSector: experience.sector_id,
    sector: label('sectors', experience.sector_id),
    idArea: experience.functional_area_id,
    area: label('functional_areas', experience.functional_area_id),
    idTipoContrato: experience.contract_type_id,
    tipoContrato: label('contract_types', experience.contract_type_id),
    subtipoContrato: experience.contract_subtype,
    fechaInicio: experience.start_date,
    fechaFin: experience.end_date,
    idProvincia: experience.province_id,
    provincia: label('provinces', experience.province_id),
    enlace: experience.link,
    descripcion: experience.description,
    adjunto: file(experience.attachment_file_id),
  };
}

export function presentLanguages(snapshot: CvSnapshot): Cv['idiomas'] {
  return snapshot.languages.map((entry) => ({
    id: entry.id,
    idIdioma: entry.language_id,
    idioma: snapshot.labels.label('languages', entry.language_id) ?? '',
    idNivel: entry.level_id,
    nivel: snapshot.labels.label('language_levels', entry.level_id) ?? '',
    certificado: entry.certificate,
  }));
}

export function presentDocument<F>(snapshot: CvSnapshot, doc: DocumentRow, file: FileView<F>) {
  return {
    id: doc.id,
    idTipo: doc.document_type_id,
    tipo: snapshot.labels.label('document_types', doc.document_type_id) ?? '',
    nombre: doc.name,
    visibilidad: doc.visibility,
    idOferta: doc.offer_id,
    urlOferta: doc.offer_url,
    tituloOferta: doc.offer_title,
    url: doc.url,
    fichero: file(doc.file_id),
    fecha: new Date(doc.created_at).toISOString(),
  };
}

export function presentProfessional(snapshot: CvSnapshot): Cv['profesional'] {
  const candidate = snapshot.candidate;
  const licenceName = new Map(snapshot.licences.map((item) => [item.code, item.label]));
  return {
    carnetsConducir: (candidate?.driving_licences ?? []).map((codigo) => ({ codigo, nombre: licenceName.get(codigo) ?? codigo })),
    vehiculoPropio: candidate?.own_car ?? false,
    disponibilidadViajar: candidate?.available_to_travel ?? false,
    disponibilidadTraslado: candidate?.available_to_relocate ?? false,
    trabajandoActualmente: candidate?.currently_working ?? false,
  };
}

/** The candidate's own view: everything, labels in the snapshot's language, files through the owner's download call. */
export function presentCv(snapshot: CvSnapshot): Cv {
  const { user, candidate } = snapshot;
  const { label } = snapshot.labels;
  const personal = personalDataOf(user, candidate);
  return {
    email: user.email,
    datosPersonales: {
      ...personal,
      nombre: user.first_name,
      apellido1: user.last_name,
      provincia: label('provinces', personal.idProvincia),
      pais: label('countries', personal.idPais),
      nacionalidades: labelledList(snapshot, 'countries', personal.nacionalidades),
      provinciaNacimiento: label('provinces', personal.idProvinciaNacimiento),
      idioma: label('languages', personal.idIdioma),
    },
    estudios: snapshot.studies.map((study) => presentStudy(snapshot, study)),
    experiencias: snapshot.experiences.map((experience) => presentExperience(snapshot, experience, ownFile(snapshot))),
    idiomas: presentLanguages(snapshot),
    intereses: labelledList(snapshot, 'tags', candidate?.interest_tag_ids ?? []),
    sectoresInteres: labelledList(snapshot, 'sectors', candidate?.sector_interest_ids ?? []),
    programasInformaticos: labelledList(snapshot, 'software', candidate?.software_ids ?? []),
    competencias: labelledList(snapshot, 'competences', candidate?.competence_ids ?? []),
    presentacion: candidate?.presentation ?? null,
    enlacePortfolio: candidate?.portfolio_url ?? null,
    profesional: presentProfessional(snapshot),
    permisoTrabajo: candidate?.work_permit ?? false,
    idPeriodoPreferencia: candidate?.preferred_practice_period_id ?? null,
    periodoPreferencia: label('practice_periods', candidate?.preferred_practice_period_id),
    busquedaActivaPracticas: candidate?.active_search_internships ?? false,
    busquedaActivaTrabajo: candidate?.active_search_jobs ?? false,
    idNivelFormativo: candidate?.training_level_id ?? null,
    nivelFormativo: label('training_levels', candidate?.training_level_id),
    documentos: snapshot.documents.map((doc) => presentDocument(snapshot, doc, ownFile(snapshot))),
    urlImagenPerfil: candidate?.profile_image_file_id ? ownFileUrl(candidate.profile_image_file_id) : null,
    validadoPorServicio: candidate?.validated_by_service ?? false,
    idIdioma: personal.idIdioma,
    fechaCreacion: isoOrNull(candidate?.cv_created_at),
    fechaActualizacion: candidate?.cv_created_at ? isoOrNull(candidate.updated_at) : null,
  };
}
