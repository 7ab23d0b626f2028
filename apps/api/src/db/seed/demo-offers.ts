import type { OfferProfileId } from '@portal/shared';
import type { Insertable } from 'kysely';
import type { BrandId } from '@portal/shared/brands/brand-config';
import type { OffersTable } from '../../modules/offers/offers.tables.ts';
import { CAMPUS } from './catalogs/campus.ts';
import { CONTRACT } from './catalogs/contract-types.ts';
import { SPAIN_ID } from './catalogs/countries.ts';
import { DEGREES, type DegreeRow } from './catalogs/degrees.ts';
import { LANGUAGE_LEVEL } from './catalogs/language-levels.ts';
import { LANGUAGE } from './catalogs/languages.ts';
import { PROGRAMMES, type ProgrammeKind } from './catalogs/programmes.ts';
import { tagLabel } from './catalogs/tags.ts';
import type { CompanyKind } from './demo-companies.ts';
import { INTERNSHIP_TEMPLATES, JOB_TEMPLATES, type OfferRequirements, type OfferTemplate } from './demo-offer-templates.ts';
import { ABROAD, REGIONS, type Place } from './demo-regions.ts';
import { slugify } from './identifiers.ts';

/** A validated company offers can be placed at (its id is known only after the insert: `key` is its CIF). */
export interface OfferingCompany {
  key: string;
  kind: CompanyKind;
  sectorId: number;
  place: Place;
  slug: string;
}

export type PlannedOfferRow = Omit<Insertable<OffersTable>, 'company_id' | 'manager_user_id'>;

export interface PlannedOffer {
  companyKey: string;
  /** Managed by the institution's staff user (gestor@): not editable by the company. */
  managedByStaff: boolean;
  row: PlannedOfferRow;
  degrees: { degreeId: number; required: boolean }[];
}

/** Jobs and internships per institution; the vocational network has mostly jobs. */
export function offerTargets(institutionId: BrandId): { jobs: number; internships: number } {
  return institutionId === 'fpcat' ? { jobs: 28, internships: 16 } : { jobs: 24, internships: 20 };
}

// Positions (in an institution's offer list) with a particular state or date. See planOffers.
const PENDING = (i: number) => i % 15 === 7;
const CLOSED = (i: number) => i % 15 === 11;
const HIGHLIGHTED = new Set([0, 1, 9, 16, 30]);
const EXPIRED = new Set([3, 18, 33]);
const EXPIRING_SOON = new Set([5, 20, 35]);
const EXTERNAL_ENROLMENT = new Set([13, 28]);
const INTERNATIONAL = (i: number) => i % 11 === 4;
const MANAGED_BY_STAFF = 2;
const HIDDEN_COMPANY = 17;
const THESIS_KINDS: ReadonlySet<CompanyKind> = new Set(['software', 'biotech', 'energy', 'construction', 'food', 'marketing']);

const DAY = 86_400_000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/** The first day of the month `months` after the date's month (UTC). */
function firstOfMonth(date: Date, months: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

function degreeLevelOk(template: OfferTemplate, degree: DegreeRow): boolean {
  const level = degree.extra.level;
  if (level === 'grado' || level === 'postgrado' || level === 'nivelOtros') return true;
  // Doctorates only for research jobs; the university's own titles are not asked for in the demo.
  return level === 'doctorado' && template.profile === 1 && template.kind === 'biotech';
}

/** The institution's degrees a template asks for, best match first (first field, then bachelor before master). */
export function degreesFor(template: OfferTemplate, institutionId: BrandId): DegreeRow[] {
  const levelRank = { grado: 0, nivelOtros: 0, postgrado: 1, doctorado: 2, tituloPropio: 3 } as const;
  const scored: { degree: DegreeRow; score: number }[] = [];
  for (const degree of DEGREES[institutionId]) {
    if (!degreeLevelOk(template, degree)) continue;
    const positions = template.fields.map((field, index) => (degree.fields.includes(field) ? index : Infinity));
    const score = Math.min(...positions);
    if (score !== Infinity) scored.push({ degree, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || levelRank[a.degree.extra.level] - levelRank[b.degree.extra.level] || a.degree.id - b.degree.id)
    .map((s) => s.degree);
}

function eligible(templates: readonly OfferTemplate[], institutionId: BrandId): OfferTemplate[] {
  const vet = institutionId === 'fpcat';
  return templates.filter(
    (t) => (t.audience === 'both' || (t.audience === 'vet') === vet) && degreesFor(t, institutionId).length > 0,
  );
}

function programmeId(institutionId: BrandId, kind: ProgrammeKind): number | null {
  const list = PROGRAMMES[institutionId];
  return list.find((p) => p.kind === kind)?.id ?? list.find((p) => p.kind === 'internships')?.id ?? null;
}

function schedule(template: OfferTemplate, lang: 'ca' | 'es', hoursPerDay: number | null): string {
  if (template.profile === 2) {
    const until = hoursPerDay === 5 ? 14 : 13;
    return lang === 'ca' ? `De dilluns a divendres, de 9 a ${until} h` : `De lunes a viernes, de 9:00 a ${until}:00`;
  }
  if (template.shifts) {
    return lang === 'ca' ? 'Torns rotatius de matí i tarda, cinc dies a la setmana' : 'Turnos rotativos de mañana y tarde, cinco días a la semana';
  }
  if (hoursPerDay) {
    return lang === 'ca' ? `Jornada parcial de ${hoursPerDay} hores, de dilluns a divendres a la tarda` : `Jornada parcial de ${hoursPerDay} horas, de lunes a viernes por la tarde`;
  }
  return lang === 'ca'
    ? 'Jornada completa, de dilluns a dijous de 8 a 17 h i divendres intensiu'
    : 'Jornada completa, de lunes a jueves de 8:00 a 17:00 y viernes intensivo';
}

/** `profile` of each position: jobs and internships interleaved in their proportion. */
function profileSequence(jobs: number, internships: number): OfferProfileId[] {
  const sequence: OfferProfileId[] = [];
  let j = 0;
  let n = 0;
  while (j + n < jobs + internships) {
    if (n >= internships || (j < jobs && j / jobs <= n / internships)) {
      sequence.push(1);
      j += 1;
    } else {
      sequence.push(2);
      n += 1;
    }
  }
  return sequence;
}

function withLanguage(requirements: OfferRequirements, languageId: number, minLevel: number): OfferRequirements {
  const languages = requirements.languages ?? [];
  if (languages.some((l) => l.languageId === languageId)) return requirements;
  return { ...requirements, languages: [...languages, { languageId, minLevel }] };
}

export interface PlanOffersInput {
  institutionId: BrandId;
  institutionIndex: number;
  companies: readonly OfferingCompany[];
  now: Date;
  /** Number of the first offer (references and access URLs are numbered across institutions). */
  firstNumber: number;
}

/**
 * The demo offers of one institution, deterministic: positions decide states and dates (see the constants
 * above), templates are taken in turn from those that fit the institution's degrees, and each goes to the
 * companies of its kind in turn.
 */
export function planOffers({ institutionId, institutionIndex, companies, now, firstNumber }: PlanOffersInput): PlannedOffer[] {
  const region = REGIONS[institutionId];
  const targets = offerTargets(institutionId);
  const pools = { 1: eligible(JOB_TEMPLATES, institutionId), 2: eligible(INTERNSHIP_TEMPLATES, institutionId) } as const;
  if (pools[1].length === 0 || pools[2].length === 0) throw new Error(`No demo offer template fits the degrees of ${institutionId}`);
  const taken = { 1: 0, 2: 0 };
  const uses = new Map<OfferTemplate, number>();
  const byKind = new Map<CompanyKind, OfferingCompany[]>();
  for (const company of companies) byKind.set(company.kind, [...(byKind.get(company.kind) ?? []), company]);
  const kindTurn = new Map<CompanyKind, number>();
  const campus = CAMPUS[institutionId];
  const year = now.getUTCFullYear();
  let youthGuaranteeDone = false;

  return profileSequence(targets.jobs, targets.internships).map((profile, i) => {
    const pool = pools[profile];
    const template = pool[(institutionIndex * 3 + taken[profile]) % pool.length] as OfferTemplate;
    taken[profile] += 1;
    const useCount = uses.get(template) ?? 0;
    uses.set(template, useCount + 1);

    const candidates = byKind.get(template.kind) ?? companies;
    const turn = kindTurn.get(template.kind) ?? 0;
    kindTurn.set(template.kind, turn + 1);
    const company = candidates[turn % candidates.length] as OfferingCompany;

    const lang = template.lang;
    const number = firstNumber + i;
    const international = INTERNATIONAL(i);
    const abroad = ABROAD[(i + institutionIndex) % ABROAD.length];
    const place: Place =
      i % 4 === 2 ? (region.places[(i * 3 + institutionIndex) % region.places.length] as Place) : company.place;
    const title = useCount === 0 ? template.title : `${template.title} (${international && abroad ? abroad.locality[lang] : place.locality})`;

    // State and dates.
    const state = PENDING(i) ? 'pending' : CLOSED(i) ? 'closed' : 'published';
    const daysAgo = 1 + ((i * 37) % 59);
    const publishedAt = state === 'pending' ? null : new Date(now.getTime() - daysAgo * DAY - ((i * 5) % 10) * 3_600_000);
    let expiresOn: Date;
    if (state === 'pending') expiresOn = addDays(now, 60 + (i % 3) * 10);
    else if (state === 'closed') expiresOn = addDays(now, 30 - daysAgo);
    else if (EXPIRED.has(i)) expiresOn = addDays(now, -(2 + (i % 5)));
    else if (EXPIRING_SOON.has(i)) expiresOn = addDays(now, 1 + (i % 6));
    else expiresOn = addDays(now, 75 - daysAgo + (i % 4) * 15);

    // Degrees: 1 to 4, the last one only desirable on some offers.
    const matches = degreesFor(template, institutionId);
    const count = Math.min(matches.length, 1 + ((i + institutionIndex) % 4));
    const chosen = matches.slice(0, count);
    const degrees = chosen.map((d, index) => ({ degreeId: d.id, required: !(count > 1 && index === count - 1 && i % 5 === 3) }));

    let requirements: OfferRequirements = { ...template.requirements };
    if (profile === 2 && (i % 3 === 0 || chosen.some((d) => d.extra.twoYearMaster))) requirements.minCreditsPercent = 50;
    if (profile === 1 && i % 4 === 1) requirements.maxGraduationYear = year - 2;
    if (international) requirements = withLanguage(requirements, LANGUAGE.english, LANGUAGE_LEVEL.B2);

    const isYouthGuarantee = profile === 1 && !youthGuaranteeDone && i >= 8 && state === 'published' && !international && !EXPIRED.has(i);
    if (isYouthGuarantee) youthGuaranteeDone = true;

    const remote = template.remote && !international;
    const modality = remote ? (['remoto', 'hibrido', 'presencial'] as const)[i % 3] : 'presencial';
    const tags = template.tags.map(tagLabel);
    if (modality === 'remoto' && !template.tags.includes('teletrabajo')) tags.push(tagLabel('teletrabajo'));

    // Final-year projects (TFG/TFM) only where a company project makes sense, never in vocational training.
    const isThesis = profile === 2 && institutionId !== 'fpcat' && THESIS_KINDS.has(template.kind) && i % 3 !== 0;
    let hoursPerDay: number | null = template.hoursPerDay ?? null;
    let dedication: number | null = null;
    let durationMonths: number | null = null;
    let startDate: string | null = null;
    let endDate: string | null = null;
    let salary: number | null = null;
    let salaryMax: number | null = null;
    let grant: number | null = null;
    let otherRemuneration: string | null = null;
    let contractTypeId: number | null = null;
    let programme: number | null = null;

    if (profile === 2) {
      hoursPerDay = i % 2 === 0 ? 4 : 5;
      dedication = Math.round((hoursPerDay / 8) * 100);
      durationMonths = 3 + (i % 4);
      const start = firstOfMonth(now, 1 + (i % 2));
      startDate = isoDate(start);
      endDate = isoDate(addDays(firstOfMonth(start, durationMonths), -1));
      if (i % 7 === 3) {
        otherRemuneration = lang === 'ca' ? 'Ajuda per al transport' : 'Ayuda para el transporte';
      } else {
        grant = (template.grant ?? 450) + (i % 3) * 50;
      }
      programme = programmeId(institutionId, international ? 'erasmus' : isThesis ? 'thesis' : 'internships');
    } else {
      contractTypeId = template.contractTypeId ?? CONTRACT.permanent;
      const [low, high] = template.salary ?? [20000, 24000];
      if (i % 6 === 5) {
        otherRemuneration = lang === 'ca' ? 'Segons conveni i vàlua' : 'Según convenio y valía';
      } else {
        salary = low;
        salaryMax = i % 6 === 2 ? null : high;
        if (i % 5 === 0) otherRemuneration = lang === 'ca' ? 'Tiquets restaurant i assegurança mèdica' : 'Tique restaurante y seguro médico';
      }
      if (contractTypeId === CONTRACT.temporary) durationMonths = 6 + (i % 2) * 6;
      if (i % 3 === 0) startDate = isoDate(firstOfMonth(now, 1));
      if (isYouthGuarantee) {
        contractTypeId = CONTRACT.traineeship;
        dedication = 80;
        durationMonths = 12;
        hoursPerDay = 6.4;
        programme = programmeId(institutionId, 'youthGuarantee');
      }
    }

    const reference = `OF-${year}-${String(number).padStart(4, '0')}`;
    const createdAt = publishedAt ?? new Date(now.getTime() - (1 + (i % 5)) * DAY);
    const row: PlannedOfferRow = {
      institution_id: institutionId,
      url_access: `${slugify(title)}-${1000 + number}`,
      reference,
      profile,
      state,
      title,
      description: template.description,
      tasks: template.tasks.join('\n'),
      places: profile === 1 ? 1 + (i % 3) : 1 + (i % 2),
      schedule: schedule(template, lang, hoursPerDay),
      hours_per_day: hoursPerDay,
      start_date: startDate,
      end_date: endDate,
      duration_months: durationMonths,
      dedication_percent: dedication,
      contract_type_id: contractTypeId,
      salary,
      salary_max: salaryMax,
      monthly_grant: grant,
      other_remuneration: otherRemuneration,
      modality,
      country_id: international && abroad ? abroad.countryId : SPAIN_ID,
      province_id: international ? null : place.provinceId,
      island_id: international ? null : (place.islandId ?? null),
      locality: international && abroad ? abroad.locality[lang] : place.locality,
      sector_id: company.sectorId,
      functional_area_id: template.areaId,
      campus: profile === 2 && campus.length > 0 ? (campus[i % campus.length]?.[lang] ?? null) : null,
      programme_id: programme,
      is_tfg_tfm: isThesis,
      is_international: international,
      external_enrolment_url: EXTERNAL_ENROLMENT.has(i) ? `https://empleo.${company.slug}.example/ofertas/${reference.toLowerCase()}` : null,
      hide_company: i === HIDDEN_COMPANY,
      requirements: JSON.stringify(requirements),
      tags,
      published_at: publishedAt,
      highlighted_on: HIGHLIGHTED.has(i) && state === 'published' ? isoDate(addDays(now, -(i % 4))) : null,
      expires_on: isoDate(expiresOn),
      created_at: createdAt,
      updated_at: createdAt,
    };
    return { companyKey: company.key, managedByStaff: i === MANAGED_BY_STAFF, row, degrees };
  });
}
