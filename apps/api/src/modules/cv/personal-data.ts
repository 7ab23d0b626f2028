import type { CandidateRow } from './candidate.repository.ts';

type UserRow = { first_name: string; last_name: string; document_number: string | null };

/**
 * The personal data of a CV by the names of its form (editDatosPersonales), ids without their labels. One
 * reading of the stored rows: the CV presenter adds labels to it, the save merges the form into it.
 */
export interface PersonalData {
  nombre: string | null;
  apellido1: string | null;
  apellido2: string | null;
  tipoDocumento: 'dni' | 'nie' | 'pasaporte' | null;
  documento: string | null;
  fechaNacimiento: string | null;
  genero: string | null;
  emailPersonal: string | null;
  emailEstudiante: string | null;
  movil: string | null;
  telefonoFijo: string | null;
  direccion: string | null;
  codigoPostal: string | null;
  localidad: string | null;
  idProvincia: number | null;
  idPais: number | null;
  iban: string | null;
  numeroSeguridadSocial: string | null;
  nacionalidades: number[];
  idProvinciaNacimiento: number | null;
  discapacidad: boolean;
  boletin: boolean;
  idIdioma: number | null;
}

export function personalDataOf(user: UserRow | undefined, candidate: CandidateRow | undefined): PersonalData {
  return {
    nombre: user?.first_name ?? null,
    apellido1: user?.last_name ?? null,
    apellido2: candidate?.second_surname ?? null,
    tipoDocumento: candidate?.document_type ?? null,
    documento: user?.document_number ?? null,
    fechaNacimiento: candidate?.birth_date_text ?? null,
    genero: candidate?.gender ?? null,
    emailPersonal: candidate?.personal_email ?? null,
    emailEstudiante: candidate?.student_email ?? null,
    movil: candidate?.mobile ?? null,
    telefonoFijo: candidate?.landline ?? null,
    direccion: candidate?.address ?? null,
    codigoPostal: candidate?.postal_code ?? null,
    localidad: candidate?.locality ?? null,
    idProvincia: candidate?.province_id ?? null,
    idPais: candidate?.country_id ?? null,
    iban: candidate?.iban ?? null,
    numeroSeguridadSocial: candidate?.social_security_number ?? null,
    nacionalidades: candidate?.nationality_ids ?? [],
    idProvinciaNacimiento: candidate?.birth_province_id ?? null,
    discapacidad: candidate?.disability_over_33 ?? false,
    boletin: candidate?.newsletter ?? false,
    idIdioma: candidate?.communication_language_id ?? null,
  };
}
