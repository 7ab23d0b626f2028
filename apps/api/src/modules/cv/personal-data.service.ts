import type { Actor, DbHandle } from '../../lib/request-context.ts';
import {
  PERSONAL_DATA_FIELD_RULES,
  LANGUAGE_IDS,
  Status,
  isPersonalEmailDomain,
  type personalDataBody,
  type FieldRule,
} from '@portal/shared';
import type { z } from 'zod';
import { assertCatalogIds } from '../domains/index.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import { createCandidateRepository } from './candidate.repository.ts';
import { emailChangeMails } from './email-change-mail.ts';
import { assertRequired, fieldError, ruledValue } from './field-rules.ts';
import { personalDataOf, type PersonalData } from './personal-data.ts';

type PersonalDataInput = z.output<typeof personalDataBody>;
type Field = keyof PersonalDataInput;

const RULE_OF: Record<Field, string> = PERSONAL_DATA_FIELD_RULES;

/** What "filled in" means for a required rule: the address needs street, postal code and town. */
const REQUIRED_FIELDS: Record<string, readonly Field[]> = {
  nombre: ['nombre'],
  apellido1: ['apellido1'],
  apellido2: ['apellido2'],
  documento: ['documento'],
  fechaNacimiento: ['fechaNacimiento'],
  genero: ['genero'],
  emailPersonal: ['emailPersonal'],
  emailEstudiante: ['emailEstudiante'],
  movil: ['movil'],
  telefonoFijo: ['telefonoFijo'],
  direccion: ['direccion', 'codigoPostal', 'localidad'],
  iban: ['iban'],
  numeroSeguridadSocial: ['numeroSeguridadSocial'],
  nacionalidades: ['nacionalidades'],
  provinciaNacimiento: ['idProvinciaNacimiento'],
  idiomaComunicacion: ['idIdioma'],
};

const NIE_LETTERS = /^[XYZ]/;

function given(input: PersonalDataInput): PersonalData {
  return {
    nombre: input.nombre ?? null,
    apellido1: input.apellido1 ?? null,
    apellido2: input.apellido2 ?? null,
    tipoDocumento: input.tipoDocumento ?? null,
    documento: input.documento ?? null,
    fechaNacimiento: input.fechaNacimiento ?? null,
    genero: input.genero ?? null,
    emailPersonal: input.emailPersonal ?? null,
    emailEstudiante: input.emailEstudiante ?? null,
    movil: input.movil ?? null,
    telefonoFijo: input.telefonoFijo ?? null,
    direccion: input.direccion ?? null,
    codigoPostal: input.codigoPostal ?? null,
    localidad: input.localidad ?? null,
    idProvincia: input.idProvincia ?? null,
    idPais: input.idPais ?? null,
    iban: input.iban ?? null,
    numeroSeguridadSocial: input.numeroSeguridadSocial ?? null,
    nacionalidades: [...new Set(input.nacionalidades ?? [])],
    idProvinciaNacimiento: input.idProvinciaNacimiento ?? null,
    discapacidad: input.discapacidad ?? false,
    boletin: input.boletin ?? false,
    idIdioma: input.idIdioma ?? null,
  };
}

async function stored(db: DbHandle, actor: Actor): Promise<PersonalData> {
  const repo = createCandidateRepository(db);
  const user = await repo.findUser(actor.institutionId, actor.userId);
  const candidate = await repo.find(actor.institutionId, actor.userId);
  const data = personalDataOf(user, candidate);
  // An empty name is not filled in: the required-field rules read it as missing.
  return { ...data, nombre: data.nombre || null, apellido1: data.apellido1 || null };
}

function merge(rules: Record<string, FieldRule>, current: PersonalData, form: PersonalData): PersonalData {
  const merged = { ...current };
  for (const field of Object.keys(RULE_OF) as Field[]) {
    (merged as Record<Field, unknown>)[field] = ruledValue(rules[RULE_OF[field]], current[field], form[field]);
  }
  return merged;
}

const changed = (before: PersonalData, after: PersonalData, field: Field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]);

/**
 * Checks that need the kind of document or the database, in the order the form shows the fields: 104 a DNI
 * that is an NIE or the reverse, 105 a webmail address as student e-mail, 16 and 94 an e-mail or ID another
 * candidate of the institution already has. Only values this save changes are checked, so a stored value that
 * predates a rule does not block every later save.
 */
async function assertConsistent(db: DbHandle, actor: Actor, before: PersonalData, after: PersonalData): Promise<void> {
  const documentChanged = changed(before, after, 'documento') || changed(before, after, 'tipoDocumento');
  if (documentChanged && after.documento !== null && after.tipoDocumento !== null && after.tipoDocumento !== 'pasaporte') {
    const isNie = NIE_LETTERS.test(after.documento);
    if (isNie !== (after.tipoDocumento === 'nie')) throw fieldError(Status.IdMustBeDniNie, 'documento', 'dni');
  }
  if (changed(before, after, 'emailEstudiante') && after.emailEstudiante !== null && isPersonalEmailDomain(after.emailEstudiante)) {
    throw fieldError(Status.PersonalEmailNotAllowed, 'emailEstudiante', 'email');
  }
  const repo = createCandidateRepository(db);
  if (changed(before, after, 'emailPersonal') && after.emailPersonal !== null) {
    if (await repo.emailTakenByOther(actor.institutionId, actor.userId, after.emailPersonal)) {
      throw fieldError(Status.UserEmailAlreadyRegistered, 'emailPersonal', 'email');
    }
  }
  if (changed(before, after, 'documento') && after.documento !== null) {
    if (await repo.documentTakenByOther(actor.institutionId, actor.userId, after.documento)) {
      throw fieldError(Status.IdAlreadyRegistered, 'documento', 'dni');
    }
  }
}

async function assertKnownIds(db: DbHandle, actor: Actor, before: PersonalData, after: PersonalData): Promise<void> {
  const ifChanged = (field: 'idProvincia' | 'idPais' | 'idProvinciaNacimiento' | 'nacionalidades') =>
    changed(before, after, field) ? after[field] : null;
  await assertCatalogIds(db, actor.institutionId, [
    { campo: 'idProvincia', catalog: 'provinces', ids: ifChanged('idProvincia') },
    { campo: 'idPais', catalog: 'countries', ids: ifChanged('idPais') },
    { campo: 'nacionalidades', catalog: 'countries', ids: ifChanged('nacionalidades') },
    { campo: 'idProvinciaNacimiento', catalog: 'provinces', ids: ifChanged('idProvinciaNacimiento') },
  ]);
  const brandLanguageIds: number[] = actor.brand.languages.map((language) => LANGUAGE_IDS[language]);
  if (changed(before, after, 'idIdioma') && after.idIdioma !== null && !brandLanguageIds.includes(after.idIdioma)) {
    throw fieldError(Status.MissingMandatoryData, 'idIdioma', 'malformed');
  }
}

/** editDatosPersonales: the brand's rules decide what is written (see contract/cv.ts), then the checks above. */
export async function savePersonalData(db: DbHandle, actor: Actor, input: PersonalDataInput): Promise<void> {
  const rules = actor.brand.fields.datosPersonales;
  const before = await stored(db, actor);
  const after = merge(rules, before, given(input));
  assertRequired(rules, REQUIRED_FIELDS, after);
  await assertKnownIds(db, actor, before, after);
  await assertConsistent(db, actor, before, after);

  const repo = createCandidateRepository(db);
  await repo.updateUser(actor.institutionId, actor.userId, {
    first_name: after.nombre ?? '',
    last_name: after.apellido1 ?? '',
    document_number: after.documento,
  });
  await repo.update(actor.institutionId, actor.userId, {
    second_surname: after.apellido2,
    document_type: after.tipoDocumento,
    birth_date: after.fechaNacimiento,
    gender: after.genero,
    personal_email: after.emailPersonal,
    student_email: after.emailEstudiante,
    mobile: after.movil,
    landline: after.telefonoFijo,
    address: after.direccion,
    postal_code: after.codigoPostal,
    locality: after.localidad,
    province_id: after.idProvincia,
    country_id: after.idPais,
    iban: after.iban,
    social_security_number: after.numeroSeguridadSocial,
    nationality_ids: after.nacionalidades,
    birth_province_id: after.idProvinciaNacimiento,
    disability_over_33: after.discapacidad,
    newsletter: after.boletin,
    communication_language_id: after.idIdioma,
  });
}

/** editDatosEmail: the address the candidate logs in with and receives notices at. */
/** A new sign-in address; the old and the new one are both told, in the call's transaction (the outbox). */
export async function saveAccountEmail(db: DbHandle, actor: Actor, email: string, mail: (mails: QueuedMail[]) => Promise<void>): Promise<void> {
  const repo = createCandidateRepository(db);
  if (await repo.emailTakenByOther(actor.institutionId, actor.userId, email)) {
    throw fieldError(Status.UserEmailAlreadyRegistered, 'email', 'email');
  }
  const before = await repo.findUser(actor.institutionId, actor.userId);
  const next = email.trim();
  await repo.updateUser(actor.institutionId, actor.userId, { email: next });
  // Saving the same address again (in any case) changes nothing a person must hear of.
  if (!before || before.email.toLowerCase() === next.toLowerCase()) return;
  const name = `${before.first_name} ${before.last_name}`.trim();
  await mail(emailChangeMails({ institutionId: actor.institutionId, name, language: before.language ?? actor.language, from: before.email, to: next }));
}
