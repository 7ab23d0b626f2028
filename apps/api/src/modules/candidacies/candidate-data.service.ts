import { Status, type BrandConfig } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { SessionClaims } from '../session/tokens.ts';
import { loadCandidateProfile } from '../offers/match/candidate-profile.repository.ts';
import { matchOffer } from '../offers/match/offer-match.repository.ts';
import { readRequirements } from '../offers/match/offer-requirements.ts';
import { matchContext } from '../offers/match/requirement-checks.ts';
import { createCandidaciesRepository } from './candidacies.repository.ts';
import { createCandidateDataRepository, type PersonalDataRow } from './candidate-data.repository.ts';

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

export function createCandidateDataService({ db }: { db: Db }) {
  const repo = createCandidateDataRepository(db);
  const candidacies = createCandidaciesRepository(db);

  async function publishedOffer(institutionId: string, url: string) {
    const offer = await candidacies.findOffer(institutionId, url);
    if (!offer || offer.state !== 'published') throw new AppError(Status.OfferNotFound);
    return offer;
  }

  async function personalData(session: SessionClaims): Promise<PersonalDataRow> {
    const row = await repo.personalData(session.institutionId, session.userId);
    if (!row) throw new AppError(Status.SessionExpired);
    return row;
  }

  return {
    /** The warning before enrolling: my best matching study's credits against what the offer needs. */
    async creditsWarning(session: SessionClaims, url: string) {
      const offer = await publishedOffer(session.institutionId, url);
      const profile = await loadCandidateProfile(db, session.institutionId, session.userId);
      const { credits } = await matchOffer(db, offer.id, matchContext(profile));
      const minimum = credits !== null ? credits.needed : (readRequirements(offer.requirements).minCreditsPercent ?? 0);
      const porcentajeMinimo = minimum > 0 ? minimum : null;
      const porcentajeActual = credits?.pct ?? null;
      return {
        aviso: porcentajeMinimo !== null && (porcentajeActual === null || porcentajeActual < porcentajeMinimo),
        porcentajeMinimo,
        porcentajeActual,
      };
    },

    /**
     * What the service needs to register an internship: the identity document and birth date (the agreement),
     * the social security number (interns are registered with the Social Security), and the IBAN when a grant is
     * paid: by the offer given, else by any internship I am on my way to.
     */
    async practiceDataMissing(session: SessionClaims, url: string | undefined) {
      const [row, grant] = await Promise.all([
        personalData(session),
        url === undefined
          ? repo.expectsGrant(session.institutionId, session.userId)
          : publishedOffer(session.institutionId, url).then((offer) => offer.profile === 2 && Number(offer.monthly_grant ?? 0) > 0),
      ]);
      const faltan: ('documento' | 'fechaNacimiento' | 'numeroSeguridadSocial' | 'iban')[] = [];
      if (!filled(row.document_number)) faltan.push('documento');
      if (!filled(row.birth_date)) faltan.push('fechaNacimiento');
      if (!filled(row.social_security_number)) faltan.push('numeroSeguridadSocial');
      if (grant && !filled(row.iban)) faltan.push('iban');
      return { faltan };
    },

    /** The brand's required, visible personal-data fields I have not filled in; the IBAN too when a grant awaits me. */
    async personalDataMissing(session: SessionClaims, brand: BrandConfig) {
      const [row, requiereIban] = await Promise.all([personalData(session), repo.expectsGrant(session.institutionId, session.userId)]);
      const faltan = Object.entries(brand.fields.datosPersonales)
        .filter(([field, rule]) => rule.visible && rule.required && PERSONAL_FIELDS[field] !== undefined)
        .filter(([field]) => !filled(PERSONAL_FIELDS[field]?.(row)))
        .map(([field]) => field);
      if (requiereIban && !filled(row.iban) && !faltan.includes('iban')) faltan.push('iban');
      return { faltan, requiereIban };
    },
  };
}
