import type { Insertable } from 'kysely';
import type { CandidatesTable, CandidateStudiesTable, StudyLevel } from '../cv/cv.tables.ts';
import type { OffersTable } from './offers.tables.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { dniControlLetter, type BrandId } from '@portal/shared';
import { addDays, serviceDay } from './calendar.ts';
import { inInstitution } from '../../lib/scoped.ts';

/**
 * Degrees of the reference catalog the tests use. A degree's id is its institution's thousand plus its position
 * in db/seed/catalogs/degrees.ts (docs/decisions.md, "Data"); offers.factory.test.ts checks these against it.
 */
export const DEGREE = {
  computerEngineering: 1001, // Grado en Ingeniería Informática
  civilEngineering: 1003, // Grado en Ingeniería Civil
  business: 1005, // Grado en Administración y Dirección de Empresas
  law: 1009, // Grado en Derecho
  industrialMaster: 1022, // Máster Universitario en Ingeniería Industrial
  dataScienceMaster: 1023, // Máster Universitario en Ciencia de Datos
  legalPracticeMaster: 1024, // Máster Universitario en Abogacía
} as const;

/** The first degree of each institution's catalog, and its level: what a candidate of another institution studies. */
export const FIRST_DEGREE: Record<BrandId, { id: number; level: StudyLevel }> = {
  generic: { id: 1001, level: 'grado' },
  uib: { id: 2001, level: 'grado' },
  udg: { id: 3001, level: 'grado' },
  urv: { id: 4001, level: 'grado' },
  uvic: { id: 5001, level: 'grado' },
  fpcat: { id: 6001, level: 'nivelOtros' },
};

/** A valid DNI (8 digits and the modulo-23 letter) for a test candidate. */
const dni = (number: number) => `${String(number).padStart(8, '0')}${dniControlLetter(number)}`;

export interface CandidateOptions {
  institutionId?: string;
  /** false: the account has no candidates row (no CV started). */
  cv?: Partial<Insertable<CandidatesTable>> | false;
  studies?: Partial<Insertable<CandidateStudiesTable>>[];
  languages?: [languageId: number, levelId: number][];
  documents?: { typeId: number; visibility: 'public' | 'private' | 'process'; offerId?: number }[];
  /** false: none of the data an internship needs (identity document, birth date, social security, IBAN). */
  practiceData?: boolean;
}

export interface OfferOptions extends Partial<Omit<Insertable<OffersTable>, 'requirements'>> {
  requirements?: Record<string, unknown>;
  degrees?: { degreeId: number; required?: boolean }[];
}

/** Small builders of candidates and offers, straight into the database of a test app. */
export function offersFactory(t: TestApp) {
  let sequence = 0;
  const next = () => (sequence += 1);
  let passwordHash: string | null | undefined;

  async function demoPasswordHash() {
    passwordHash ??= (await t.db.selectFrom('users').select('password_hash').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow())
      .password_hash;
    return passwordHash;
  }

  async function companyId(institutionId = 'generic'): Promise<number> {
    const row = await t.db
      .selectFrom('companies')
      .select('id')
      .$call(inInstitution(institutionId))
      .where('state', '=', 'validated')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    today: () => serviceDay(t.clock.now()),
    companyId,

    /**
     * A candidate with a started CV (Spanish, the data an internship needs, active search on both types, computer engineering in progress with
     * 62.5 % of the credits; elsewhere the institution's first degree) unless told otherwise.
     */
    async candidate(options: CandidateOptions = {}) {
      const n = next();
      const institutionId = options.institutionId ?? 'generic';
      const email = `candidato.${n}.${Date.now()}@test.example`;
      const user = await t.db
        .insertInto('users')
        .values({
          institution_id: institutionId,
          role: 'Alumno',
          email,
          first_name: 'Prueba',
          last_name: `Candidata ${n}`,
          document_number: options.practiceData === false ? null : dni(80_000_000 + n),
          password_hash: await demoPasswordHash(),
          rgpd_version: 1,
          rgpd_accepted_at: t.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (options.cv !== false) {
        await t.db
          .insertInto('candidates')
          .values({
            user_id: user.id,
            institution_id: institutionId,
            cv_created_at: t.clock.now(),
            nationality_ids: [1],
            // What an internship needs (518 otherwise): birth date, social security number, IBAN.
            ...(options.practiceData === false
              ? {}
              : { birth_date: '2002-03-14', social_security_number: '071234567890', iban: 'ES9121000418450200051332' }),
            active_search_jobs: true,
            active_search_internships: true,
            ...options.cv,
          })
          .execute();
        const studies = options.studies ?? [{}];
        const ownDegree = institutionId === 'generic' ? undefined : FIRST_DEGREE[institutionId as BrandId];
        for (const study of studies) {
          await t.db
            .insertInto('candidate_studies')
            .values({
              candidate_id: user.id,
              institution_id: institutionId,
              is_university: true,
              degree_id: ownDegree?.id ?? DEGREE.computerEngineering,
              level: ownDegree?.level ?? 'grado',
              start_year: 2022,
              credits_passed: 150,
              credits_total: 240,
              ...study,
            })
            .execute();
        }
        for (const [languageId, levelId] of options.languages ?? []) {
          await t.db.insertInto('candidate_languages').values({ candidate_id: user.id, language_id: languageId, level_id: levelId }).execute();
        }
        for (const document of options.documents ?? []) {
          await t.db
            .insertInto('candidate_documents')
            .values({
              candidate_id: user.id,
              document_type_id: document.typeId,
              name: `doc-${document.typeId}.pdf`,
              visibility: document.visibility,
              offer_id: document.offerId ?? null,
              url: 'https://docs.example.org/doc.pdf',
            })
            .execute();
        }
      }
      const host = institutionId === 'generic' ? undefined : `${institutionId}.localhost`;
      const token = await t.login('Alumno', email, { host });
      return { userId: user.id, email, token, host };
    },

    /** A published job of the generic institution for computer engineering, valid for a month, unless told otherwise. */
    async offer(options: OfferOptions = {}) {
      const n = next();
      const { degrees = [{ degreeId: DEGREE.computerEngineering }], requirements = {}, ...columns } = options;
      const institutionId = columns.institution_id ?? 'generic';
      const url = columns.url_access ?? `oferta-de-prueba-${n}-${Date.now()}`;
      const offer = await t.db
        .insertInto('offers')
        .values({
          institution_id: institutionId,
          company_id: columns.company_id ?? (await companyId(institutionId)),
          url_access: url,
          reference: `TEST-${n}`,
          profile: 1,
          state: 'published',
          title: `Oferta de prueba ${n}`,
          description: 'Descripción de la oferta de prueba.',
          published_at: new Date(t.clock.now().getTime() - n * 60_000),
          expires_on: addDays(serviceDay(t.clock.now()), 30),
          country_id: 1,
          province_id: 28,
          locality: 'Madrid',
          ...columns,
          requirements: JSON.stringify(requirements),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (degrees.length > 0) {
        await t.db
          .insertInto('offer_degrees')
          .values(degrees.map((d) => ({ offer_id: offer.id, degree_id: d.degreeId, required: d.required ?? true })))
          .execute();
      }
      return { id: offer.id, url };
    },
  };
}

export type OffersFactory = ReturnType<typeof offersFactory>;
