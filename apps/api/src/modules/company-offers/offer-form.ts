import { OFFER_PROFILE, type OfferForm, type OfferModality, type OfferProfileId } from '@portal/shared';
import { readRequirements } from '../offers/index.ts';
import type { OfferInsert, StoredOffer } from './company-offers.repository.ts';
import type { OfferTutor } from './company-offers.tables.ts';

/** The form without its id: what an offer's row and its degrees say, in the names of addOferta. */
export type OfferValues = Omit<OfferForm, 'idOferta'>;

const num = (value: string | number | null | undefined): number | undefined => (value === null || value === undefined ? undefined : Number(value));
const opt = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
const nonEmpty = <T>(list: readonly T[] | undefined): T[] | undefined => (list && list.length > 0 ? [...list] : undefined);

/** The stored offer as the form edits it (dates as yyyy-mm-dd). */
export function formValuesOf(row: StoredOffer, degrees: readonly { degree_id: number; required: boolean }[]): OfferValues {
  const req = readRequirements(row.requirements);
  const tutor: OfferTutor = row.tutor ?? {};
  return {
    idPerfil: row.profile,
    titulo: row.title,
    plazas: row.places,
    descripcion: row.description,
    tareas: opt(row.tasks),
    idSector: opt(row.sector_id),
    idAreaFuncional: opt(row.functional_area_id),
    etiquetas: nonEmpty(row.tags),
    tfgTfm: row.is_tfg_tfm,
    internacional: row.is_international,
    idContrato: opt(row.contract_type_id),
    salario: num(row.salary),
    salarioMaximo: num(row.salary_max),
    ayudaMensual: num(row.monthly_grant),
    remuneracionOtra: opt(row.other_remuneration),
    idPrograma: opt(row.programme_id),
    horario: opt(row.schedule),
    horasDia: num(row.hours_per_day),
    dedicacion: opt(row.dedication_percent),
    duracionMeses: opt(row.duration_months),
    fechaInicio: opt(row.start_day),
    fechaFin: opt(row.end_day),
    fechaCaducidad: opt(row.expires_day),
    modalidad: opt(row.modality as OfferModality | null),
    idPais: opt(row.country_id),
    idProvincia: opt(row.province_id),
    idIsla: opt(row.island_id),
    localidad: opt(row.locality),
    campus: opt(row.campus),
    titulaciones: degrees.map((d) => ({ id: d.degree_id, requerida: d.required })),
    idiomas: nonEmpty(req.languages?.map((l) => ({ idIdioma: l.languageId, idNivel: l.minLevel }))),
    experienciaMeses: req.experience?.months,
    experienciaRequerida: req.experience?.required,
    carnetConducir: req.drivingLicence,
    vehiculoPropio: req.ownCar,
    disponibilidadViajar: req.availabilityToTravel,
    disponibilidadCambioResidencia: req.availabilityToRelocate,
    trabajandoActualmente: req.currentlyWorking,
    creditosMinimos: req.minCreditsPercent,
    anioMaximoTitulacion: req.maxGraduationYear,
    programasInformaticos: nonEmpty(req.software),
    documentosRequeridos: nonEmpty(req.requiredDocumentTypeIds),
    paisesNacionalidad: nonEmpty(req.nationalityCountryIds),
    paisesResidencia: nonEmpty(req.residenceCountryIds),
    provinciasResidencia: nonEmpty(req.residenceProvinceIds),
    competencias: nonEmpty(req.competenceIds),
    intereses: nonEmpty(req.interestTagIds),
    tutorNombre: tutor.nombre,
    tutorApellidos: tutor.apellidos,
    tutorEmail: tutor.email,
    tutorTelefono: tutor.telefono,
    tutorCargo: tutor.cargo,
    tutorTitulacion: tutor.titulacion,
    tutorDepartamento: tutor.departamento,
    tutorDni: tutor.dni,
    candidatoPreferido: opt(row.preferred_candidate),
    empresaDestino: opt(row.destination_company),
    ocultarDatosEmpresa: row.hide_company,
    enlaceInscripcion: opt(row.external_enrolment_url),
    numeroPedido: opt(row.order_number),
    observaciones: opt(row.company_remarks),
  };
}

/** Drops the keys whose value is undefined: jsonb keeps only what was said. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The requirements jsonb the candidate side reads (offers module: offer-requirements.ts). */
function requirementsOf(v: OfferValues): Record<string, unknown> {
  return defined({
    languages: v.idiomas?.map((l) => ({ languageId: l.idIdioma, minLevel: l.idNivel })),
    drivingLicence: v.carnetConducir,
    ownCar: v.vehiculoPropio || undefined,
    availabilityToTravel: v.disponibilidadViajar || undefined,
    availabilityToRelocate: v.disponibilidadCambioResidencia || undefined,
    currentlyWorking: v.trabajandoActualmente,
    minCreditsPercent: v.creditosMinimos,
    maxGraduationYear: v.anioMaximoTitulacion,
    software: v.programasInformaticos,
    requiredDocumentTypeIds: v.documentosRequeridos,
    experience: v.experienciaMeses !== undefined && v.experienciaMeses > 0 ? { months: v.experienciaMeses, required: v.experienciaRequerida ?? false } : undefined,
    nationalityCountryIds: v.paisesNacionalidad,
    residenceCountryIds: v.paisesResidencia,
    residenceProvinceIds: v.provinciasResidencia,
    competenceIds: v.competencias,
    interestTagIds: v.intereses,
  });
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** The columns an offer's form writes (not its state, owner, URL or dates of publication). */
export function columnsOf(v: OfferValues): Omit<OfferInsert, 'institution_id' | 'company_id' | 'url_access' | 'reference'> {
  const tutor: OfferTutor = defined({
    nombre: v.tutorNombre,
    apellidos: v.tutorApellidos,
    email: v.tutorEmail,
    telefono: v.tutorTelefono,
    cargo: v.tutorCargo,
    titulacion: v.tutorTitulacion,
    departamento: v.tutorDepartamento,
    dni: v.tutorDni,
  });
  const internship = v.idPerfil === OFFER_PROFILE.internship;
  return {
    profile: v.idPerfil,
    title: v.titulo,
    places: v.plazas ?? 1,
    description: v.descripcion,
    tasks: orNull(v.tareas),
    sector_id: orNull(v.idSector),
    functional_area_id: orNull(v.idAreaFuncional),
    tags: [...new Set(v.etiquetas ?? [])],
    is_tfg_tfm: internship && (v.tfgTfm ?? false),
    is_international: v.internacional ?? false,
    // A job has a contract and a salary; an internship a grant and a programme.
    contract_type_id: internship ? null : orNull(v.idContrato),
    salary: internship ? null : orNull(v.salario),
    salary_max: internship ? null : orNull(v.salarioMaximo),
    monthly_grant: internship ? orNull(v.ayudaMensual) : null,
    programme_id: internship ? orNull(v.idPrograma) : null,
    other_remuneration: orNull(v.remuneracionOtra),
    schedule: orNull(v.horario),
    hours_per_day: orNull(v.horasDia),
    dedication_percent: v.dedicacion === undefined ? null : Math.round(v.dedicacion),
    duration_months: orNull(v.duracionMeses),
    start_date: orNull(v.fechaInicio),
    end_date: orNull(v.fechaFin),
    expires_on: orNull(v.fechaCaducidad),
    modality: orNull(v.modalidad),
    country_id: orNull(v.idPais),
    province_id: orNull(v.idProvincia),
    island_id: orNull(v.idIsla),
    locality: orNull(v.localidad),
    campus: orNull(v.campus),
    requirements: JSON.stringify(requirementsOf(v)),
    tutor: JSON.stringify(tutor),
    preferred_candidate: orNull(v.candidatoPreferido),
    destination_company: orNull(v.empresaDestino),
    hide_company: v.ocultarDatosEmpresa ?? false,
    external_enrolment_url: orNull(v.enlaceInscripcion),
    order_number: orNull(v.numeroPedido),
    company_remarks: orNull(v.observaciones),
  };
}

/** A copy's values with the other profile: what only the old profile had is left for the company to fill. */
export function withProfile(values: OfferValues, profile: OfferProfileId): OfferValues {
  if (values.idPerfil === profile) return values;
  return {
    ...values,
    idPerfil: profile,
    idContrato: undefined,
    salario: undefined,
    salarioMaximo: undefined,
    ayudaMensual: undefined,
    idPrograma: undefined,
    tfgTfm: undefined,
    creditosMinimos: profile === OFFER_PROFILE.job ? undefined : values.creditosMinimos,
    anioMaximoTitulacion: profile === OFFER_PROFILE.internship ? undefined : values.anioMaximoTitulacion,
  };
}
