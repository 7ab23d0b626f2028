import type { CompanyCvDatos, Language } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { loadCvSnapshot } from './cv-snapshot.ts';
import {
  fileDetails,
  labelledList,
  presentDocument,
  presentExperience,
  presentLanguages,
  presentProfessional,
  presentStudy,
} from './cv.presenter.ts';

export interface CompanyCvOptions {
  /** Labels' language; Spanish when not given. */
  language?: Language;
  /** The company's offers the candidate applied to: their process documents are included, no others. */
  offerIds?: readonly number[];
}

/**
 * The CV a company module shows (see companyCvDatos in the contract for what is left out and why). Documents are
 * filtered in the query itself, so a private document's name or file is never even read for it.
 * Undefined when the candidate is not one of the institution's.
 */
export async function cvForCompany(db: DbHandle, candidateId: number, institutionId: string, options: CompanyCvOptions = {}): Promise<CompanyCvDatos | undefined> {
  const snapshot = await loadCvSnapshot(db, institutionId, candidateId, options.language ?? 'es', { documentsForOffers: options.offerIds ?? [] });
  if (!snapshot) return undefined;
  const { user, candidate } = snapshot;
  const fileOf = (fileId: string | null) => fileDetails(snapshot, fileId);
  return {
    idCandidato: user.id,
    nombre: user.first_name,
    apellido1: user.last_name,
    apellido2: candidate?.second_surname ?? null,
    email: candidate?.personal_email ?? user.email,
    movil: candidate?.mobile ?? null,
    localidad: candidate?.locality ?? null,
    provincia: snapshot.labels.label('provinces', candidate?.province_id),
    estudios: snapshot.studies
      .filter((study) => !study.hidden && study.withdrawn_at === null)
      .map((study) => {
        const { oculto: _hidden, fechaBaja: _withdrawn, ...shown } = presentStudy(snapshot, study);
        return shown;
      }),
    experiencias: snapshot.experiences.map((experience) => presentExperience(snapshot, experience, fileOf)),
    idiomas: presentLanguages(snapshot),
    competencias: labelledList(snapshot, 'competences', candidate?.competence_ids ?? []),
    programasInformaticos: labelledList(snapshot, 'software', candidate?.software_ids ?? []),
    intereses: labelledList(snapshot, 'tags', candidate?.interest_tag_ids ?? []),
    sectoresInteres: labelledList(snapshot, 'sectors', candidate?.sector_interest_ids ?? []),
    presentacion: candidate?.presentation ?? null,
    enlacePortfolio: candidate?.portfolio_url ?? null,
    profesional: presentProfessional(snapshot),
    permisoTrabajo: candidate?.work_permit ?? false,
    nivelFormativo: snapshot.labels.label('training_levels', candidate?.training_level_id),
    documentos: snapshot.documents.map((doc) => presentDocument(snapshot, doc, fileOf)),
    idFicheroImagen: candidate?.profile_image_file_id ?? null,
    validadoPorServicio: candidate?.validated_by_service ?? false,
  };
}
