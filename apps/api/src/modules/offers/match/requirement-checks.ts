import { sql, type RawBuilder } from 'kysely';
import { Status, TWO_YEAR_MASTER_MIN_CREDITS_PERCENT, type StatusCode, type OfferProfileId } from '@portal/shared';
import { SPAIN_COUNTRY_ID as SPAIN_ID } from '@portal/shared';
import {
  graduationYear,
  isPostgraduate,
  isUndergraduate,
  needsWorkPermit,
  studiesFor,
  type CandidateProfile,
  type StudyFacts,
} from './candidate-profile.ts';

/**
 * The match of an offer's requirements against a CV, written once, as SQL over the offer (which every offer
 * query names `o`) with the CV as parameters. The 'fit my CV' filter ANDs every check in the database, over
 * any number of offers; enrolment reads each check of one offer to pick its refusal (34, 18, 19, 13/47, 52, 80)
 * and to list the unmet requirements.
 */

export type RequirementKey =
  | 'workPermit'
  | 'ownCar'
  | 'availabilityToTravel'
  | 'drivingLicence'
  | 'graduationYear'
  | 'languages'
  | 'experience'
  | 'nationality'
  | 'residenceCountry'
  | 'residenceProvince'
  | 'availabilityToRelocate'
  | 'currentlyWorking'
  | 'competences'
  | 'interests'
  | 'undergraduateOnly'
  | 'postgraduateOnly'
  | 'degree'
  | 'credits';

export interface RequirementCheck {
  key: RequirementKey;
  /** The refusal when unmet. Every check of code 80 is gathered into one list. */
  status: StatusCode;
  passes: RawBuilder<boolean>;
}

/**
 * A condition on the offer's required degrees: an aggregate over its offer_degrees rows (alias `od`), and the
 * answer when it requires none (the aggregate is then null).
 */
interface DegreeCondition {
  aggregate: RawBuilder<boolean | null>;
  whenNone: RawBuilder<boolean>;
}

const lit = (key: string) => sql.lit(key);
/** A requirement that is not of the expected JSON type is no requirement (as readRequirements reads it). */
const reqNumber = (key: string) =>
  sql<number | null>`(case when jsonb_typeof(o.requirements -> ${lit(key)}) = 'number' then (o.requirements ->> ${lit(key)})::numeric end)`;
const reqText = (key: string) =>
  sql<string | null>`(case when jsonb_typeof(o.requirements -> ${lit(key)}) = 'string' then o.requirements ->> ${lit(key)} end)`;
const reqTrue = (key: string) => sql<boolean>`coalesce(o.requirements -> ${lit(key)} = 'true'::jsonb, false)`;
const reqArray = (key: string) =>
  sql`(case when jsonb_typeof(o.requirements -> ${lit(key)}) = 'array' then o.requirements -> ${lit(key)} else '[]'::jsonb end)`;

/**
 * A list of catalog ids, as numeric[]; null unless it is an array of integers only (readRequirements' reading:
 * anything else is no requirement). An empty list asks for nothing either.
 */
const reqIds = (key: string) =>
  sql<number[] | null>`(case when jsonb_typeof(o.requirements -> ${lit(key)}) = 'array' and not exists (
      select 1 from jsonb_array_elements(o.requirements -> ${lit(key)}) e
      where jsonb_typeof(e) <> 'number' or (e #>> '{}')::numeric <> trunc((e #>> '{}')::numeric))
    then array(select (e #>> '{}')::numeric from jsonb_array_elements(o.requirements -> ${lit(key)}) e) end)`;
const numericArray = (ids: readonly (number | null)[]) => sql<number[]>`${ids.filter((id): id is number => id !== null)}::numeric[]`;
/** The offer lists ids of `key`: I hold one of them (`any`) or every one (`all`). */
const idsCheck = (key: string, mine: readonly (number | null)[], mode: 'any' | 'all') => {
  const ids = reqIds(key);
  const held = mode === 'any' ? sql`${ids} && ${numericArray(mine)}` : sql`${ids} <@ ${numericArray(mine)}`;
  return sql<boolean>`(coalesce(cardinality(${ids}), 0) = 0 or ${held})`;
};

const TRUE = sql<boolean>`true`;
const FALSE = sql<boolean>`false`;
const intArray = (ids: readonly number[]) => sql<number[]>`${[...ids]}::int[]`;
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** The job and internship variants of a condition; one of them when they are the same. */
function perProfile<T>(job: RawBuilder<T>, internship: RawBuilder<T>, same = false): RawBuilder<T> {
  return same ? job : sql<T>`(case when o.profile = 1 then ${job} else ${internship} end)`;
}

const overRequiredDegrees = (body: RawBuilder<boolean | null>) =>
  sql<boolean>`(select ${body} from offer_degrees od where od.offer_id = o.id and od.required)`;
const degreeCheck = (condition: DegreeCondition) => overRequiredDegrees(sql`coalesce(${condition.aggregate}, ${condition.whenNone})`);
/** Several degree conditions in one subquery: the 'fit my CV' filter reads the offer's degrees once. */
const allDegreeChecks = (conditions: readonly DegreeCondition[]) =>
  overRequiredDegrees(sql`(${sql.join(conditions.map((c) => sql`coalesce(${c.aggregate}, ${c.whenNone})`), sql` and `)})`);

const minCredits = reqNumber('minCreditsPercent');
/** The credits a study must reach: the offer's minimum, and 50 % for a two-year master's internship. */
const neededCredits = (twoYear: RawBuilder<boolean>) =>
  sql<number>`greatest(coalesce(${minCredits}, 0), case when o.profile = 2 and ${twoYear} then ${TWO_YEAR_MASTER_MIN_CREDITS_PERCENT} else 0 end)`;

const unique = (values: readonly number[]) => [...new Set(values)];

/** Facts of the CV for one offer type: the studies that count for it and what follows from them. */
function forProfile(profile: CandidateProfile, offerProfile: OfferProfileId) {
  const studies = studiesFor(profile, offerProfile);
  const areas = new Set(studies.flatMap((s) => (s.areaId === null ? [] : [s.areaId])));
  return {
    studies,
    degreeIds: unique(studies.flatMap((s) => (s.degreeId === null ? [] : [s.degreeId]))),
    sameAreaDegreeIds: profile.degrees.filter((d) => d.areaId !== null && areas.has(d.areaId)).map((d) => d.id),
    undergraduate: studies.some((s) => isUndergraduate(s.level)),
    postgraduate: studies.some((s) => isPostgraduate(s.level)),
  };
}
type ProfileFacts = ReturnType<typeof forProfile>;

/**
 * Credits (52): among my studies that answer the offer's required degrees (all of them when it requires none),
 * none, or one that reaches what it must. Written out study by study (a CV has a handful).
 */
function creditsCondition(facts: ProfileFacts): DegreeCondition {
  const reaches = (s: StudyFacts) => sql<boolean>`${s.creditsPercent} >= ${neededCredits(s.twoYearMaster ? TRUE : FALSE)}`;
  const withDegree = facts.studies.filter((s) => s.degreeId !== null);
  const matchedReaches =
    withDegree.length === 0 ? FALSE : sql<boolean>`bool_or(${sql.join(withDegree.map((s) => sql`(od.degree_id = ${s.degreeId} and ${reaches(s)})`), sql` or `)})`;
  return {
    aggregate: sql`case when count(*) = 0 then null when bool_or(od.degree_id = any(${intArray(facts.degreeIds)})) then ${matchedReaches} else true end`,
    whenNone: facts.studies.length === 0 ? TRUE : sql<boolean>`(${sql.join(facts.studies.map(reaches), sql` or `)})`,
  };
}

/** What the SQL of one CV needs, computed once per request. */
export function matchContext(profile: CandidateProfile) {
  const job = forProfile(profile, 1);
  const internship = forProfile(profile, 2);
  const candidate = profile.candidate;
  const sameStudies = job.studies.length === internship.studies.length;

  /** Offers that require degrees of one level only are closed to a candidate without a study of that level. */
  const levelCondition = (has: (facts: ProfileFacts) => boolean, levelIds: readonly number[]): DegreeCondition => {
    // Still an aggregate when the answer is known, so the subquery gives one row however many degrees there are.
    const aggregate = (facts: ProfileFacts) => (has(facts) ? sql<boolean>`bool_and(true)` : sql<boolean>`bool_or(od.degree_id <> all(${intArray(levelIds)}))`);
    return { aggregate: perProfile(aggregate(job), aggregate(internship), has(job) === has(internship)), whenNone: TRUE };
  };
  const degree: DegreeCondition = {
    aggregate: sql`bool_or(od.degree_id = any(${perProfile(intArray(job.degreeIds), intArray(internship.degreeIds), sameStudies)}))`,
    whenNone: TRUE,
  };
  const undergraduateOnly = levelCondition((f) => f.undergraduate, profile.degrees.filter((d) => isUndergraduate(d.level)).map((d) => d.id));
  const postgraduateOnly = levelCondition((f) => f.postgraduate, profile.degrees.filter((d) => isPostgraduate(d.level)).map((d) => d.id));
  const jobCredits = creditsCondition(job);
  const internshipCredits = creditsCondition(internship);
  const credits: DegreeCondition = {
    aggregate: sql`case when ${minCredits} is null and o.profile = 1 then true else ${perProfile(jobCredits.aggregate, internshipCredits.aggregate)} end`,
    whenNone: perProfile(jobCredits.whenNone, internshipCredits.whenNone),
  };

  const unmetLanguages = sql<number>`
    select (l ->> 'languageId')::numeric::int
    from jsonb_array_elements(${reqArray('languages')}) l
    where jsonb_typeof(l -> 'languageId') = 'number' and jsonb_typeof(l -> 'minLevel') = 'number'
      and coalesce((${jsonb(profile.languages)} ->> (l ->> 'languageId'))::numeric, 0) < (l ->> 'minLevel')::numeric`;

  /** The studies that answer the offer, with the credits each must reach: for one offer's warning, not for lists. */
  const matchedStudies = sql`
    select s.pct, ${neededCredits(sql`s.two_year`)} as needed
    from jsonb_to_recordset(${perProfile(jsonb(creditsRows(job)), jsonb(creditsRows(internship)))}) as s(degree_id int, pct numeric, two_year boolean)
    where not exists (select 1 from offer_degrees od where od.offer_id = o.id and od.required)
       or s.degree_id in (select od.degree_id from offer_degrees od where od.offer_id = o.id and od.required)`;

  const licence = reqText('drivingLicence');
  const maxYear = reqNumber('maxGraduationYear');
  const experience = sql`o.requirements -> 'experience'`;
  const working = sql`o.requirements -> 'currentlyWorking'`;
  // Provinces are Spanish: an address with a province and no country is in Spain.
  const residenceCountry = candidate ? (candidate.countryId ?? (candidate.provinceId !== null ? SPAIN_ID : null)) : null;
  /** Tests of the offer's own columns: cheap, so the filter runs them before reading the offer's degrees. */
  const ownColumnChecks: RequirementCheck[] = [
    {
      key: 'workPermit',
      status: Status.WorkPermitRequired,
      passes: needsWorkPermit(profile) ? sql<boolean>`coalesce(o.country_id, ${SPAIN_ID}) <> ${SPAIN_ID}` : TRUE,
    },
    { key: 'ownCar', status: Status.RequirementsNotMet, passes: candidate?.ownCar ? TRUE : sql<boolean>`not ${reqTrue('ownCar')}` },
    {
      key: 'availabilityToTravel',
      status: Status.RequirementsNotMet,
      passes: candidate?.availableToTravel ? TRUE : sql<boolean>`not ${reqTrue('availabilityToTravel')}`,
    },
    {
      key: 'drivingLicence',
      status: Status.RequirementsNotMet,
      passes: sql<boolean>`(${licence} is null or ${licence} = any(${[...(candidate?.drivingLicences ?? [])]}::text[]))`,
    },
    {
      key: 'graduationYear',
      status: Status.RequirementsNotMet,
      passes: sql<boolean>`(${maxYear} is null or coalesce(${graduationYear(profile)}::numeric <= ${maxYear}, false))`,
    },
    {
      key: 'experience',
      status: Status.RequirementsNotMet,
      // Desirable experience is shown, not enforced.
      passes: sql<boolean>`(case when jsonb_typeof(${experience}) = 'object' and jsonb_typeof(${experience} -> 'months') = 'number'
          and (${experience} -> 'months')::numeric >= 0 and ${experience} -> 'required' = 'true'::jsonb
        then ${candidate?.experienceMonths ?? 0}::numeric >= (${experience} -> 'months')::numeric else true end)`,
    },
    { key: 'nationality', status: Status.RequirementsNotMet, passes: idsCheck('nationalityCountryIds', candidate?.nationalityIds ?? [], 'any') },
    { key: 'residenceCountry', status: Status.RequirementsNotMet, passes: idsCheck('residenceCountryIds', [residenceCountry], 'any') },
    { key: 'residenceProvince', status: Status.RequirementsNotMet, passes: idsCheck('residenceProvinceIds', [candidate?.provinceId ?? null], 'any') },
    {
      key: 'availabilityToRelocate',
      status: Status.RequirementsNotMet,
      passes: candidate?.availableToRelocate ? TRUE : sql<boolean>`not ${reqTrue('availabilityToRelocate')}`,
    },
    {
      key: 'currentlyWorking',
      status: Status.RequirementsNotMet,
      passes: sql<boolean>`(jsonb_typeof(${working}) is distinct from 'boolean' or ${working} = ${JSON.stringify(candidate?.currentlyWorking ?? false)}::jsonb)`,
    },
    { key: 'competences', status: Status.RequirementsNotMet, passes: idsCheck('competenceIds', candidate?.competenceIds ?? [], 'all') },
    { key: 'interests', status: Status.RequirementsNotMet, passes: idsCheck('interestTagIds', candidate?.interestTagIds ?? [], 'any') },
  ];
  const degreeConditions: [RequirementKey, StatusCode, DegreeCondition][] = [
    ['degree', Status.OfferForOtherDegreeProfile, degree],
    ['undergraduateOnly', Status.OnlyForUndergraduates, undergraduateOnly],
    ['postgraduateOnly', Status.OnlyForPostgraduates, postgraduateOnly],
    ['credits', Status.InsufficientCredits, credits],
  ];
  const languages: RequirementCheck = {
    key: 'languages',
    status: Status.RequirementsNotMet,
    passes: sql<boolean>`(o.requirements -> 'languages' is null or not exists (${unmetLanguages}))`,
  };

  return {
    checks: [
      ...ownColumnChecks,
      ...degreeConditions.map(([key, status, condition]): RequirementCheck => ({ key, status, passes: degreeCheck(condition) })),
      languages,
    ],
    /** The offer fits the CV: every check passes. Without a CV nothing fits, however few requirements an offer has. */
    fits: candidate?.hasCv
      ? sql<boolean>`(${sql.join(
          [...ownColumnChecks.map((c) => c.passes), allDegreeChecks(degreeConditions.map(([, , condition]) => condition)), languages.passes],
          sql` and `,
        )})`
      : FALSE,
    /**
     * When the degree check fails: a required degree shares its branch of knowledge with one of my studies
     * (47, another degree of my area) rather than being of another area altogether (13).
     */
    sameAreaDegree: degreeCheck({
      aggregate: sql`bool_or(od.degree_id = any(${perProfile(intArray(job.sameAreaDegreeIds), intArray(internship.sameAreaDegreeIds))}))`,
      whenNone: FALSE,
    }),
    unmetLanguageIds: sql<number[]>`array(${unmetLanguages})`,
    /** My best matched study's credit percent and what it must reach (null when no study matches). */
    credits: sql<{ pct: number; needed: number } | null>`(select json_build_object('pct', m.pct, 'needed', m.needed)
      from (${matchedStudies}) m order by (m.pct >= m.needed) desc, m.pct desc limit 1)`,
  };
}

function creditsRows(facts: ProfileFacts) {
  return facts.studies.map((s) => ({ degree_id: s.degreeId, pct: s.creditsPercent, two_year: s.twoYearMaster }));
}

export type MatchContext = ReturnType<typeof matchContext>;
