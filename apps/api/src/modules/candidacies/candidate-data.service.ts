import { OFFER_PROFILE, Status } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { loadCandidateProfile, matchOffer, readRequirements, matchContext } from '../offers/index.ts';
import { createCandidaciesRepository } from './candidacies.repository.ts';
import { createCandidateDataRepository, type PersonalDataRow } from './candidate-data.repository.ts';
import { missingPracticeData } from './practice-data.ts';

const filled = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The personal-data fields of the brand rules (fields.datosPersonales), read from the CV. Yes/no fields
 * (discapacidad, boletin) always hold an answer, so they are never missing.
 */
const PERSONAL_FIELDS: Record<string, (row: PersonalDataRow) => unknown> = {
  nombre: (r) => r.first_name,
  apellido1: (r) => r.last_name,
  apellido2: (r) => r.second_surname,
  documento: (r) => r.document_number,
  fechaNacimiento: (r) => r.birth_date,
  genero: (r) => r.gender,
  emailPersonal: (r) => r.personal_email,
  emailEstudiante: (r) => r.student_email,
  movil: (r) => r.mobile,
  telefonoFijo: (r) => r.landline,
  direccion: (r) => r.address,
  iban: (r) => r.iban,
  numeroSeguridadSocial: (r) => r.social_security_number,
  nacionalidades: (r) => r.nationality_ids,
  provinciaNacimiento: (r) => r.birth_province_id,
  idiomaComunicacion: (r) => r.communication_language_id,
};

async function publishedOffer(db: DbHandle, actor: Actor, url: string) {
  const offer = await createCandidaciesRepository(db).findOffer(actor.institutionId, url);
  if (!offer || offer.state !== 'published') throw new AppError(Status.OfferNotFound);
  return offer;
}

async function personalData(db: DbHandle, actor: Actor): Promise<PersonalDataRow> {
  const row = await createCandidateDataRepository(db).personalData(actor.institutionId, actor.userId);
  if (!row) throw new AppError(Status.SessionExpired);
  return row;
}

/** The warning before enrolling: my best matching study's credits against what the offer needs. */
export async function creditsWarning(db: DbHandle, actor: Actor, url: string) {
  const offer = await publishedOffer(db, actor, url);
  const profile = await loadCandidateProfile(db, actor.institutionId, actor.userId);
  const { credits } = await matchOffer(db, offer.id, matchContext(profile));
  const minimum = credits !== null ? credits.needed : (readRequirements(offer.requirements).minCreditsPercent ?? 0);
  const porcentajeMinimo = minimum > 0 ? minimum : null;
  const porcentajeActual = credits?.pct ?? null;
  return {
    aviso: porcentajeMinimo !== null && (porcentajeActual === null || porcentajeActual < porcentajeMinimo),
    porcentajeMinimo,
    porcentajeActual,
  };
}

/** What the service needs to register an internship (practice-data.ts); the grant: of the offer given, else of any internship I am on my way to. */
export async function practiceDataMissing(db: DbHandle, actor: Actor, url: string | undefined) {
  const [row, grant] = await Promise.all([
    personalData(db, actor),
    url === undefined
      ? createCandidateDataRepository(db).expectsGrant(actor.institutionId, actor.userId)
      : publishedOffer(db, actor, url).then((offer) => offer.profile === OFFER_PROFILE.internship && Number(offer.monthly_grant ?? 0) > 0),
  ]);
  return { faltan: missingPracticeData(row, grant) };
}

/** The brand's required, visible personal-data fields I have not filled in; the IBAN too when a grant awaits me. */
export async function personalDataMissing(db: DbHandle, actor: Actor) {
  const [row, requiereIban] = await Promise.all([personalData(db, actor), createCandidateDataRepository(db).expectsGrant(actor.institutionId, actor.userId)]);
  const faltan = Object.entries(actor.brand.fields.datosPersonales)
    .filter(([field, rule]) => rule.visible && rule.required && PERSONAL_FIELDS[field] !== undefined)
    .filter(([field]) => !filled(PERSONAL_FIELDS[field]?.(row)))
    .map(([field]) => field);
  if (requiereIban && !filled(row.iban) && !faltan.includes('iban')) faltan.push('iban');
  return { faltan, requiereIban };
}
