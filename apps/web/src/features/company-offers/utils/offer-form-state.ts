import {
  OFFER_DEFAULT_OPEN_DAYS,
  OFFER_FIELD_RULE_FIELDS,
  OFFER_RULES_OF_PROFILE,
  offerFormBody,
  type FieldRule,
  type OfferForm,
  type OfferFormInput,
  type OfferModality,
} from '@portal/shared';

/** What the form holds: text inputs as strings, choices as booleans and id lists, the way the inputs give them. */
export interface OfferFormState {
  idPerfil: '1' | '2';
  titulo: string;
  plazas: string;
  descripcion: string;
  tareas: string;
  idSector: string;
  idAreaFuncional: string;
  etiquetas: string;
  tfgTfm: boolean;
  internacional: boolean;
  idContrato: string;
  salario: string;
  salarioMaximo: string;
  ayudaMensual: string;
  remuneracionOtra: string;
  idPrograma: string;
  horario: string;
  horasDia: string;
  dedicacion: string;
  duracionMeses: string;
  fechaInicio: string;
  fechaFin: string;
  fechaCaducidad: string;
  modalidad: '' | OfferModality;
  idPais: string;
  idProvincia: string;
  idIsla: string;
  localidad: string;
  campus: string;
  titulaciones: { id: number; requerida: boolean }[];
  idiomas: { idIdioma: string; idNivel: string }[];
  experienciaMeses: string;
  experienciaRequerida: boolean;
  carnetConducir: string;
  vehiculoPropio: boolean;
  disponibilidadViajar: boolean;
  disponibilidadCambioResidencia: boolean;
  trabajandoActualmente: '' | 'true' | 'false';
  creditosMinimos: string;
  anioMaximoTitulacion: string;
  programasInformaticos: number[];
  documentosRequeridos: number[];
  competencias: number[];
  intereses: number[];
  tutorNombre: string;
  tutorApellidos: string;
  tutorEmail: string;
  tutorTelefono: string;
  tutorCargo: string;
  tutorTitulacion: string;
  tutorDepartamento: string;
  tutorDni: string;
  candidatoPreferido: string;
  empresaDestino: string;
  ocultarDatosEmpresa: boolean;
  enlaceInscripcion: string;
  numeroPedido: string;
  observaciones: string;
  iban: string;
}
export type OfferFieldName = keyof OfferFormState;

/** The four steps and the fields of each: an error opens the step of its field. */
export const STEP_FIELDS: readonly (readonly OfferFieldName[])[] = [
  ['idPerfil', 'titulo', 'plazas', 'descripcion', 'tareas', 'idSector', 'idAreaFuncional', 'etiquetas', 'tfgTfm', 'internacional'],
  [
    'idContrato', 'salario', 'salarioMaximo', 'ayudaMensual', 'remuneracionOtra', 'idPrograma', 'horario', 'horasDia', 'dedicacion',
    'duracionMeses', 'fechaInicio', 'fechaFin', 'fechaCaducidad', 'modalidad', 'iban',
  ],
  [
    'idPais', 'idProvincia', 'idIsla', 'localidad', 'campus', 'titulaciones', 'idiomas', 'experienciaMeses', 'experienciaRequerida', 'carnetConducir',
    'vehiculoPropio', 'disponibilidadViajar', 'disponibilidadCambioResidencia', 'trabajandoActualmente', 'creditosMinimos', 'anioMaximoTitulacion',
    'programasInformaticos', 'documentosRequeridos', 'competencias', 'intereses',
  ],
  [
    'tutorNombre', 'tutorApellidos', 'tutorEmail', 'tutorTelefono', 'tutorCargo', 'tutorTitulacion', 'tutorDepartamento', 'tutorDni',
    'candidatoPreferido', 'empresaDestino', 'ocultarDatosEmpresa', 'enlaceInscripcion', 'numeroPedido', 'observaciones',
  ],
];
export const STEP_COUNT = STEP_FIELDS.length;
export const ALL_FIELDS: readonly OfferFieldName[] = STEP_FIELDS.flat();

export function stepOfField(field: string): number {
  const index = STEP_FIELDS.findIndex((fields) => fields.some((name) => field === name || field.startsWith(`${name}.`)));
  return index === -1 ? 0 : index;
}

/** yyyy-mm-dd of a day `days` after today, in the browser's calendar. */
function dayFromToday(days: number, today = new Date()): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * A new offer starts from what most offers say: one place, Spain, on site, open for the usual days, and (for an
 * internship) the company's usual half-day; the assistant changes only what differs.
 */
export function emptyOfferForm(profile: 1 | 2, today = new Date()): OfferFormState {
  return {
    idPerfil: profile === 2 ? '2' : '1',
    titulo: '', plazas: '1', descripcion: '', tareas: '', idSector: '', idAreaFuncional: '', etiquetas: '', tfgTfm: false, internacional: false,
    idContrato: '', salario: '', salarioMaximo: '', ayudaMensual: '', remuneracionOtra: '', idPrograma: '', horario: '',
    horasDia: profile === 2 ? '5' : '', dedicacion: '', duracionMeses: profile === 2 ? '6' : '', fechaInicio: '', fechaFin: '',
    fechaCaducidad: dayFromToday(OFFER_DEFAULT_OPEN_DAYS, today), modalidad: 'presencial',
    idPais: '', idProvincia: '', idIsla: '', localidad: '', campus: '',
    titulaciones: [], idiomas: [], experienciaMeses: '', experienciaRequerida: false, carnetConducir: '', vehiculoPropio: false,
    disponibilidadViajar: false, disponibilidadCambioResidencia: false, trabajandoActualmente: '', creditosMinimos: '', anioMaximoTitulacion: '',
    programasInformaticos: [], documentosRequeridos: [], competencias: [], intereses: [],
    tutorNombre: '', tutorApellidos: '', tutorEmail: '', tutorTelefono: '', tutorCargo: '', tutorTitulacion: '', tutorDepartamento: '', tutorDni: '',
    candidatoPreferido: '', empresaDestino: '', ocultarDatosEmpresa: false, enlaceInscripcion: '', numeroPedido: '', observaciones: '', iban: '',
  };
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The stored offer (dameOfertaEditable's `oferta`) as the form holds it. */
export function formStateOf(stored: Partial<Omit<OfferForm, 'idOferta'>>): OfferFormState {
  const base = emptyOfferForm(stored.idPerfil === 2 ? 2 : 1);
  return {
    ...base,
    idPerfil: stored.idPerfil === 2 ? '2' : '1',
    titulo: text(stored.titulo), plazas: text(stored.plazas ?? 1), descripcion: text(stored.descripcion), tareas: text(stored.tareas),
    idSector: text(stored.idSector), idAreaFuncional: text(stored.idAreaFuncional), etiquetas: (stored.etiquetas ?? []).join(', '),
    tfgTfm: stored.tfgTfm ?? false, internacional: stored.internacional ?? false,
    idContrato: text(stored.idContrato), salario: text(stored.salario), salarioMaximo: text(stored.salarioMaximo), ayudaMensual: text(stored.ayudaMensual),
    remuneracionOtra: text(stored.remuneracionOtra), idPrograma: text(stored.idPrograma), horario: text(stored.horario), horasDia: text(stored.horasDia),
    dedicacion: text(stored.dedicacion), duracionMeses: text(stored.duracionMeses), fechaInicio: text(stored.fechaInicio), fechaFin: text(stored.fechaFin),
    fechaCaducidad: text(stored.fechaCaducidad), modalidad: stored.modalidad ?? '',
    idPais: text(stored.idPais), idProvincia: text(stored.idProvincia), idIsla: text(stored.idIsla), localidad: text(stored.localidad), campus: text(stored.campus),
    titulaciones: stored.titulaciones ?? [],
    idiomas: (stored.idiomas ?? []).map((l) => ({ idIdioma: String(l.idIdioma), idNivel: String(l.idNivel) })),
    experienciaMeses: text(stored.experienciaMeses), experienciaRequerida: stored.experienciaRequerida ?? false, carnetConducir: text(stored.carnetConducir),
    vehiculoPropio: stored.vehiculoPropio ?? false, disponibilidadViajar: stored.disponibilidadViajar ?? false,
    disponibilidadCambioResidencia: stored.disponibilidadCambioResidencia ?? false,
    trabajandoActualmente: stored.trabajandoActualmente === undefined ? '' : stored.trabajandoActualmente ? 'true' : 'false',
    creditosMinimos: text(stored.creditosMinimos), anioMaximoTitulacion: text(stored.anioMaximoTitulacion),
    programasInformaticos: stored.programasInformaticos ?? [], documentosRequeridos: stored.documentosRequeridos ?? [],
    competencias: stored.competencias ?? [], intereses: stored.intereses ?? [],
    tutorNombre: text(stored.tutorNombre), tutorApellidos: text(stored.tutorApellidos), tutorEmail: text(stored.tutorEmail), tutorTelefono: text(stored.tutorTelefono),
    tutorCargo: text(stored.tutorCargo), tutorTitulacion: text(stored.tutorTitulacion), tutorDepartamento: text(stored.tutorDepartamento), tutorDni: text(stored.tutorDni),
    candidatoPreferido: text(stored.candidatoPreferido), empresaDestino: text(stored.empresaDestino), ocultarDatosEmpresa: stored.ocultarDatosEmpresa ?? false,
    enlaceInscripcion: text(stored.enlaceInscripcion), numeroPedido: text(stored.numeroPedido), observaciones: text(stored.observaciones), iban: '',
  };
}

const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
const optionalFlag = (value: boolean): boolean | undefined => (value ? true : undefined);

/** The form as addOferta takes it: blanks left out, numbers and ids as the contract's schemas read them. */
export function toWire(state: OfferFormState, idOferta?: number): OfferFormInput {
  const job = state.idPerfil === '1';
  return {
    ...(idOferta === undefined ? {} : { idOferta }),
    idPerfil: job ? 1 : 2,
    titulo: state.titulo,
    plazas: optional(state.plazas),
    descripcion: state.descripcion,
    tareas: optional(state.tareas),
    idSector: optional(state.idSector),
    idAreaFuncional: optional(state.idAreaFuncional),
    etiquetas: state.etiquetas.split(',').map((tag) => tag.trim()).filter(Boolean),
    tfgTfm: !job && state.tfgTfm,
    internacional: state.internacional,
    idContrato: job ? optional(state.idContrato) : undefined,
    salario: job ? optional(state.salario) : undefined,
    salarioMaximo: job ? optional(state.salarioMaximo) : undefined,
    ayudaMensual: job ? undefined : optional(state.ayudaMensual),
    remuneracionOtra: optional(state.remuneracionOtra),
    idPrograma: job ? undefined : optional(state.idPrograma),
    horario: optional(state.horario),
    horasDia: optional(state.horasDia),
    dedicacion: optional(state.dedicacion),
    duracionMeses: optional(state.duracionMeses),
    fechaInicio: optional(state.fechaInicio),
    fechaFin: optional(state.fechaFin),
    fechaCaducidad: optional(state.fechaCaducidad),
    modalidad: state.modalidad === '' ? undefined : state.modalidad,
    idPais: optional(state.idPais),
    idProvincia: optional(state.idProvincia),
    idIsla: optional(state.idIsla),
    localidad: optional(state.localidad),
    campus: optional(state.campus),
    titulaciones: state.titulaciones,
    idiomas: state.idiomas.filter((l) => l.idIdioma !== '' && l.idNivel !== ''),
    experienciaMeses: optional(state.experienciaMeses),
    experienciaRequerida: optionalFlag(state.experienciaRequerida),
    carnetConducir: optional(state.carnetConducir),
    vehiculoPropio: optionalFlag(state.vehiculoPropio),
    disponibilidadViajar: optionalFlag(state.disponibilidadViajar),
    disponibilidadCambioResidencia: optionalFlag(state.disponibilidadCambioResidencia),
    trabajandoActualmente: state.trabajandoActualmente === '' ? undefined : state.trabajandoActualmente === 'true',
    creditosMinimos: job ? undefined : optional(state.creditosMinimos),
    anioMaximoTitulacion: job ? optional(state.anioMaximoTitulacion) : undefined,
    programasInformaticos: state.programasInformaticos,
    documentosRequeridos: state.documentosRequeridos,
    competencias: state.competencias,
    intereses: state.intereses,
    tutorNombre: optional(state.tutorNombre),
    tutorApellidos: optional(state.tutorApellidos),
    tutorEmail: optional(state.tutorEmail),
    tutorTelefono: optional(state.tutorTelefono),
    tutorCargo: optional(state.tutorCargo),
    tutorTitulacion: optional(state.tutorTitulacion),
    tutorDepartamento: optional(state.tutorDepartamento),
    tutorDni: optional(state.tutorDni),
    candidatoPreferido: optional(state.candidatoPreferido),
    empresaDestino: optional(state.empresaDestino),
    ocultarDatosEmpresa: state.ocultarDatosEmpresa,
    enlaceInscripcion: optional(state.enlaceInscripcion),
    numeroPedido: optional(state.numeroPedido),
    observaciones: optional(state.observaciones),
    iban: optional(state.iban),
  };
}

export type FieldRules = Record<string, FieldRule | undefined>;

/** The brand's rule of a form field (fields.oferta); a field no rule names is shown and optional. */
export function ruleOfField(rules: FieldRules, field: OfferFieldName): FieldRule {
  for (const [key, fields] of Object.entries(OFFER_FIELD_RULE_FIELDS)) {
    if ((fields as readonly string[]).includes(field)) return rules[key] ?? { visible: true, editable: true, required: false };
  }
  return { visible: true, editable: true, required: false };
}

/**
 * The form's own check before it sends: the contract's schema, then the brand's required fields of the profile.
 * Gives the validation key of each offending field (the same keys the server answers with).
 */
export function validateOffer(state: OfferFormState, rules: FieldRules, needsIban: boolean, provinceHasIslands: boolean): Partial<Record<OfferFieldName, string>> {
  const errors: Partial<Record<OfferFieldName, string>> = {};
  const parsed = offerFormBody.safeParse(toWire(state));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as OfferFieldName;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const profile = state.idPerfil === '2' ? 2 : 1;
  for (const ruleKey of OFFER_RULES_OF_PROFILE[profile]) {
    const rule = rules[ruleKey];
    if (!rule?.visible || !rule.required) continue;
    for (const field of OFFER_FIELD_RULE_FIELDS[ruleKey] as readonly OfferFieldName[]) {
      const value = state[field];
      // The maximum salary stays optional; an island is asked only in a province made of islands.
      if (field === 'salarioMaximo' || (field === 'idIsla' && !provinceHasIslands)) continue;
      if ((value === '' || (Array.isArray(value) && value.length === 0)) && !errors[field]) errors[field] = 'required';
    }
  }
  if (needsIban && profile === 2 && state.iban.trim() === '' && !errors.iban) errors.iban = 'required';
  return errors;
}
