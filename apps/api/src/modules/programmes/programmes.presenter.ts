import { inContentLanguage, type ActiveProgramme, type AdhesionOfCompany, type CompanyProgramme, type Language } from '@portal/shared';
import type { ProgrammeRow } from './programmes.repository.ts';

type Programme = Omit<ProgrammeRow, 'adhesion_state' | 'adhesion_reason' | 'adhesion_requested_at' | 'adhesion_decided_at'>;
type WithAdhesion = Pick<ProgrammeRow, 'adhesion_state' | 'adhesion_reason' | 'adhesion_requested_at' | 'adhesion_decided_at'>;

/** Open to requests: staff left it open and its end date has not passed (`today` is yyyy-mm-dd). */
export const isOpen = (row: Pick<Programme, 'open' | 'ends_on'>, today: string): boolean => row.open && (row.ends_on === null || row.ends_on >= today);

export const programmeTitle = (row: Pick<Programme, 'title_es' | 'title_ca' | 'title_en'>, language: Language): string =>
  inContentLanguage(language, { es: row.title_es, ca: row.title_ca, en: row.title_en });

function presentAdhesion(row: WithAdhesion): AdhesionOfCompany | null {
  if (row.adhesion_state === null || row.adhesion_requested_at === null) return null;
  return {
    estado: row.adhesion_state,
    motivo: row.adhesion_reason,
    fechaSolicitud: row.adhesion_requested_at.toISOString(),
    fechaResolucion: row.adhesion_decided_at?.toISOString() ?? null,
  };
}

export function presentProgramme(row: ProgrammeRow, language: Language, today: string): ActiveProgramme {
  return {
    id: row.id,
    titulo: programmeTitle(row, language),
    descripcion: inContentLanguage(language, { es: row.description_es, ca: row.description_ca, en: row.description_en }),
    fechaInicio: row.starts_on,
    fechaFin: row.ends_on,
    abierto: isOpen(row, today),
    adhesion: presentAdhesion(row),
  };
}

export function presentCompanyProgramme(row: ProgrammeRow, language: Language, today: string): CompanyProgramme {
  const adhesion = presentAdhesion(row) as AdhesionOfCompany;
  return { idPrograma: row.id, programa: programmeTitle(row, language), abierto: isOpen(row, today), ...adhesion };
}
