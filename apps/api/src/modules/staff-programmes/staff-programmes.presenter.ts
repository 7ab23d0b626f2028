import type { Language, StaffActiveProgramme, StaffAdhesion } from '@portal/shared';
import { programmeTitle } from '../programmes/index.ts';
import type { AdhesionRow, StaffProgrammeRow } from './staff-programmes.repository.ts';

export function presentStaffProgramme(row: StaffProgrammeRow): StaffActiveProgramme {
  return {
    id: row.id,
    tituloEs: row.title_es,
    tituloCa: row.title_ca,
    tituloEn: row.title_en,
    descripcionEs: row.description_es,
    descripcionCa: row.description_ca,
    descripcionEn: row.description_en,
    fechaInicio: row.starts_on,
    fechaFin: row.ends_on,
    abierto: row.open,
    solicitudes: { solicitada: Number(row.requested ?? 0), aceptada: Number(row.accepted ?? 0), rechazada: Number(row.rejected ?? 0) },
  };
}

export function presentAdhesion(row: AdhesionRow, language: Language): StaffAdhesion {
  return {
    id: row.id,
    idPrograma: row.programme_id,
    programa: programmeTitle(row, language),
    idEmpresa: row.company_id,
    empresa: row.trade_name,
    estado: row.state,
    motivo: row.reason,
    fechaSolicitud: row.requested_at.toISOString(),
    fechaResolucion: row.decided_at?.toISOString() ?? null,
  };
}
