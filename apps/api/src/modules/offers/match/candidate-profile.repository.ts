import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { StudyLevel } from '../../cv/cv.tables.ts';
import { creditsPercent, experienceMonths, type CandidateProfile, type DegreeFacts } from './candidate-profile.ts';
import { inInstitution, ownedBy, sameInstitution, sameOwner } from '../../../lib/scoped.ts';
import { createCatalogRepository } from '../../domains/index.ts';

const asNumber = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

function degreeFacts(row: { id: number; extra: Record<string, unknown> }): DegreeFacts {
  const extra = row.extra ?? {};
  return {
    id: row.id,
    level: (typeof extra.level === 'string' ? extra.level : 'nivelOtros') as StudyLevel,
    areaId: typeof extra.areaId === 'number' ? extra.areaId : null,
    credits: typeof extra.credits === 'number' ? extra.credits : null,
    twoYearMaster: extra.twoYearMaster === true,
  };
}

/**
 * The days my professional experiences cover, each day once however many overlap; an experience without an end
 * runs to today.
 */
async function experienceDays(db: Db, institutionId: string, candidateId: number): Promise<number> {
  const { rows } = await sql<{ days: number | string | null }>`
    select coalesce(sum(upper(r) - lower(r)), 0) as days
    from unnest((
      select range_agg(daterange(e.start_date, greatest(e.start_date, coalesce(e.end_date, current_date)), '[]'))
      from candidate_experiences e
      join candidates c on c.user_id = e.candidate_id and ${sameInstitution(institutionId, 'c.institution_id')}
      where ${sameOwner(candidateId, 'e.candidate_id')}
    )) r`.execute(db);
  return Number(rows[0]?.days ?? 0);
}

/** Everything of a CV that offers are matched against, in a few small queries. */
export async function loadCandidateProfile(db: Db, institutionId: string, candidateId: number): Promise<CandidateProfile> {
  const catalogs = createCatalogRepository(db);
  const [candidate, studies, languages, degreeRows, experience] = await Promise.all([
    db
      .selectFrom('candidates')
      .select([
        'cv_created_at',
        'deletion_requested_at',
        'has_job_service',
        'has_internship_service',
        'active_search_jobs',
        'active_search_internships',
        'work_permit',
        'nationality_ids',
        'driving_licences',
        'own_car',
        'available_to_travel',
        'available_to_relocate',
        'currently_working',
        'country_id',
        'province_id',
        'competence_ids',
        'interest_tag_ids',
      ])
      .where(ownedBy(candidateId, 'user_id'))
      .$call(inInstitution(institutionId))
      .executeTakeFirst(),
    db
      .selectFrom('candidate_studies')
      .select(['degree_id', 'level', 'finished', 'end_year', 'credits_passed', 'credits_total'])
      .where(ownedBy(candidateId, 'candidate_id'))
      .$call(inInstitution(institutionId))
      .where('withdrawn_at', 'is', null)
      .execute(),
    db
      .selectFrom('candidate_languages')
      .innerJoin('candidates', 'candidates.user_id', 'candidate_languages.candidate_id')
      .select(['candidate_languages.language_id', 'candidate_languages.level_id'])
      .where(ownedBy(candidateId, 'candidate_languages.candidate_id'))
      .$call(inInstitution(institutionId, 'candidates.institution_id'))
      .execute(),
    catalogs.ownItems(institutionId, 'degrees'),
    experienceDays(db, institutionId, candidateId),
  ]);

  const nationalities = new Set(candidate?.nationality_ids ?? []);
  const countryCodes = nationalities.size > 0 ? (await catalogs.list(null, ['countries'], 'es')).filter((country) => nationalities.has(country.id)) : [];

  const degrees = degreeRows.map(degreeFacts);
  const degreeById = new Map(degrees.map((d) => [d.id, d]));
  return {
    candidateId,
    institutionId,
    candidate: candidate && {
      hasCv: candidate.cv_created_at !== null,
      deletionRequested: candidate.deletion_requested_at !== null,
      hasJobService: candidate.has_job_service,
      hasInternshipService: candidate.has_internship_service,
      activeSearchJobs: candidate.active_search_jobs,
      activeSearchInternships: candidate.active_search_internships,
      workPermit: candidate.work_permit,
      nationalityCodes: countryCodes.map((c) => c.code ?? '').filter((code) => code !== ''),
      drivingLicences: candidate.driving_licences,
      ownCar: candidate.own_car,
      availableToTravel: candidate.available_to_travel,
      nationalityIds: candidate.nationality_ids,
      countryId: candidate.country_id,
      provinceId: candidate.province_id,
      availableToRelocate: candidate.available_to_relocate,
      currentlyWorking: candidate.currently_working,
      competenceIds: candidate.competence_ids,
      interestTagIds: candidate.interest_tag_ids,
      experienceMonths: experienceMonths(experience),
    },
    studies: studies.map((s) => {
      const degree = s.degree_id === null ? undefined : degreeById.get(s.degree_id);
      return {
        degreeId: s.degree_id,
        level: degree?.level ?? s.level,
        areaId: degree?.areaId ?? null,
        inProgress: !s.finished,
        endYear: s.end_year,
        creditsPercent: creditsPercent({ finished: s.finished, passed: asNumber(s.credits_passed), total: asNumber(s.credits_total) ?? degree?.credits ?? null }),
        twoYearMaster: degree?.twoYearMaster ?? false,
      };
    }),
    languages: Object.fromEntries(languages.map((l) => [l.language_id, l.level_id])),
    degrees,
  };
}
