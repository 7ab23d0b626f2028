import type { Kysely } from 'kysely';
import { BRAND_IDS, type BrandId } from '@portal/shared/brands/brand-config';
import type { Database } from '../database.ts';
import { CANDIDACY_STATE } from './catalogs/candidacy-states.ts';
import { LANGUAGE_LEVEL } from './catalogs/language-levels.ts';
import { LANGUAGE } from './catalogs/languages.ts';
import { demoCandidateEmail } from './demo-candidates.ts';
import { REGIONS } from './demo-regions.ts';

/**
 * More applicants for the demo company's offers, so that `empresa@<institution>` opens an offer with a real list of
 * candidates in several states, some unread: the offer alumno applied to most recently (DEMO_ENROLMENT_SCENARIOS
 * 'job-applied') and the internship alumno's candidacy is under review in. Their names carry the characters a
 * generated CV must print (l·l, ç, ñ, accents). Password Demo1234 like every demo account; run after
 * seedDemoCandidates and only where it left alumno's candidacies.
 */
export const DEMO_APPLICANTS = [
  { local: 'candidata.llull', firstName: 'Núria', lastName: 'Col·lell', second: 'Llull', state: CANDIDACY_STATE.enrolled, read: false },
  { local: 'candidato.ibanez', firstName: 'Íñigo', lastName: 'Ibáñez', second: 'Muñoz', state: CANDIDACY_STATE.enrolled, read: false },
  { local: 'candidata.calcada', firstName: 'Mercè', lastName: 'Calçada', second: 'Puigcercós', state: CANDIDACY_STATE.inReview, read: true },
  { local: 'candidato.pena', firstName: 'Martí', lastName: 'Peña', second: 'Ferrà', state: CANDIDACY_STATE.shortlisted, read: true },
  { local: 'candidata.suner', firstName: 'Aina', lastName: 'Suñer', second: 'Comas', state: CANDIDACY_STATE.interview, read: true },
  { local: 'candidato.font', firstName: 'Marcel·lí', lastName: 'Font', second: 'Vives', state: CANDIDACY_STATE.rejected, read: true },
] as const;

const DAY = 86_400_000;

export async function seedDemoCompanyCandidates(db: Kysely<Database>, options: { now: Date }): Promise<void> {
  const started = await db.selectFrom('users').select('id').where('email', '=', demoCandidateEmail('generic', DEMO_APPLICANTS[0].local)).executeTakeFirst();
  if (started) return;
  await db.transaction().execute(async (trx) => {
    for (const institutionId of BRAND_IDS) await seedInstitution(trx, institutionId, options.now);
  });
}

async function seedInstitution(trx: Kysely<Database>, institutionId: BrandId, now: Date): Promise<void> {
  const alumno = await trx
    .selectFrom('users')
    .select(['id', 'password_hash', 'rgpd_version', 'rgpd_accepted_at'])
    .where('email', '=', demoCandidateEmail(institutionId, 'alumno'))
    .executeTakeFirst();
  if (!alumno) return;
  // alumno's open candidacies in the demo company's published offers, newest first: those offers get applicants.
  const offers = await trx
    .selectFrom('candidacies as k')
    .innerJoin('offers as o', 'o.id', 'k.offer_id')
    .select(['o.id', 'o.profile'])
    .where('k.candidate_id', '=', alumno.id)
    .where('k.state_id', 'in', [CANDIDACY_STATE.enrolled, CANDIDACY_STATE.inReview])
    .where('o.state', '=', 'published')
    .orderBy('k.created_at', 'desc')
    .execute();
  const [first, second] = offers;
  if (!first) return;
  const region = REGIONS[institutionId];
  const place = region.places[0];
  // A company's reason of the offer's profile (rejection-reasons.ts): another candidate chosen / studies not required.
  const reasonFor = (profile: number) => (profile === 1 ? 3 : 6);

  for (const [index, applicant] of DEMO_APPLICANTS.entries()) {
    const user = await trx
      .insertInto('users')
      .values({
        institution_id: institutionId,
        role: 'Alumno',
        email: demoCandidateEmail(institutionId, applicant.local),
        password_hash: alumno.password_hash,
        first_name: applicant.firstName,
        last_name: applicant.lastName,
        language: region.language,
        rgpd_version: alumno.rgpd_version,
        rgpd_accepted_at: alumno.rgpd_accepted_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('candidates')
      .values({
        user_id: user.id,
        institution_id: institutionId,
        second_surname: applicant.second,
        mobile: String(612_345_678 + index * 1_111_111),
        locality: place?.locality ?? null,
        province_id: place?.provinceId ?? null,
        presentation:
          region.language === 'ca'
            ? `Em dic ${applicant.firstName} i m'interessa el desenvolupament de programari. Treballo bé en equip i aprenc de pressa.`
            : `Me llamo ${applicant.firstName} y me interesa el desarrollo de software. Trabajo bien en equipo y aprendo rápido.`,
        nationality_ids: [],
        interest_tag_ids: [],
        sector_interest_ids: [],
        software_ids: [],
        competence_ids: [],
        driving_licences: index % 2 === 0 ? ['B'] : [],
        own_car: index % 2 === 0,
        active_search_jobs: true,
        active_search_internships: true,
        cv_created_at: new Date(now.getTime() - 60 * DAY),
      })
      .execute();
    await trx
      .insertInto('candidate_studies')
      .values({
        candidate_id: user.id,
        institution_id: institutionId,
        title: region.language === 'ca' ? "Grau en Enginyeria Informàtica" : 'Grado en Ingeniería Informática',
        centre: region.language === 'ca' ? "Escola d'Enginyeria" : 'Escuela de Ingeniería',
        level: 'grado',
        start_year: now.getUTCFullYear() - 4 + (index % 2),
        end_year: index % 2 === 0 ? now.getUTCFullYear() : null,
        finished: index % 2 === 0,
      })
      .execute();
    await trx.insertInto('candidate_languages').values({ candidate_id: user.id, language_id: LANGUAGE.english, level_id: LANGUAGE_LEVEL.B1 + (index % 3), certificate: null }).execute();

    // Every applicant applied to the newest offer; the first three to the internship too, still unread there.
    const targets = [
      { offer: first, state: applicant.state, read: applicant.read },
      ...(second && index < 3 ? [{ offer: second, state: CANDIDACY_STATE.enrolled, read: false }] : []),
    ];
    for (const target of targets) {
      const created = new Date(now.getTime() - (index + 1) * 3_600_000);
      const path: number[] = [CANDIDACY_STATE.enrolled];
      if (target.state !== CANDIDACY_STATE.enrolled) path.push(target.state);
      const rejected = target.state === CANDIDACY_STATE.rejected ? reasonFor(target.offer.profile) : null;
      const row = await trx
        .insertInto('candidacies')
        .values({
          institution_id: institutionId,
          offer_id: target.offer.id,
          candidate_id: user.id,
          state_id: target.state,
          reason_id: rejected,
          read_by_company: target.read,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('candidacy_events')
        .values(path.map((state, step) => ({ candidacy_id: row.id, from_state_id: step === 0 ? null : CANDIDACY_STATE.enrolled, to_state_id: state, reason_id: state === CANDIDACY_STATE.rejected ? rejected : null, by_user_id: step === 0 ? user.id : null, at: new Date(created.getTime() + step * 60_000) })))
        .execute();
    }
  }
}
