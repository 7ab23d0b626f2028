import { Status, catalogue, type Language, interpolate } from '@portal/shared';
import type { CatalogLabels, CatalogName } from '../../domains/index.ts';
import type { OfferRequirements } from './offer-requirements.ts';
import type { RequirementKey } from './requirement-checks.ts';

/** One requirement as candidates read it; `clave` names its kind for the client. */
export interface RequirementText {
  clave: string;
  descripcion: string;
}

type Texts = Record<Language, string>;

const TEXTS = {
  language: { ca: '{language}: nivell mínim {level}', es: '{language}: nivel mínimo {level}', en: '{language}: at least {level}' },
  drivingLicence: { ca: 'Permís de conduir {code}', es: 'Carné de conducir {code}', en: 'Driving licence {code}' },
  ownCar: { ca: 'Vehicle propi', es: 'Vehículo propio', en: 'Own car' },
  availabilityToTravel: { ca: 'Disponibilitat per viatjar', es: 'Disponibilidad para viajar', en: 'Availability to travel' },
  graduationYear: {
    ca: "Haver acabat els estudis l'any {year} o abans",
    es: 'Haber finalizado los estudios en {year} o antes',
    en: 'Studies finished in {year} or earlier',
  },
  experienceRequired: {
    ca: 'Experiència professional mínima de {months} mesos',
    es: 'Experiencia profesional mínima de {months} meses',
    en: 'At least {months} months of professional experience',
  },
  experienceDesirable: {
    ca: 'Es valorarà experiència professional de {months} mesos',
    es: 'Se valorará experiencia profesional de {months} meses',
    en: '{months} months of professional experience desirable',
  },
  nationality: { ca: 'Nacionalitat: {list}', es: 'Nacionalidad: {list}', en: 'Nationality: {list}' },
  residenceCountry: { ca: 'Residència a: {list}', es: 'Residencia en: {list}', en: 'Living in: {list}' },
  residenceProvince: { ca: 'Residència a la província de: {list}', es: 'Residencia en la provincia de: {list}', en: 'Living in the province of: {list}' },
  availabilityToRelocate: {
    ca: 'Disponibilitat per canviar de residència',
    es: 'Disponibilidad para cambiar de residencia',
    en: 'Willing to relocate',
  },
  currentlyWorking: { ca: 'Estar treballant actualment', es: 'Estar trabajando actualmente', en: 'Currently in work' },
  notCurrentlyWorking: { ca: 'No estar treballant actualment', es: 'No estar trabajando actualmente', en: 'Not currently in work' },
  competences: { ca: 'Competències: {list}', es: 'Competencias: {list}', en: 'Competences: {list}' },
  interests: { ca: "Interès en almenys un d'aquests àmbits: {list}", es: 'Interés en al menos uno de estos ámbitos: {list}', en: 'Interest in at least one of: {list}' },
  minCredits: { ca: 'Mínim del {percent} % dels crèdits superats', es: 'Mínimo del {percent} % de los créditos superados', en: 'At least {percent}% of the credits passed' },
  unmetHeading: { ca: 'Requisits no complerts:', es: 'Requisitos no cumplidos:', en: 'Requirements not met:' },
} satisfies Record<string, Texts>;

function languageText(labels: CatalogLabels, language: Language, languageId: number, minLevel: number): RequirementText {
  const level = labels.entry('language_levels', minLevel);
  return {
    clave: 'idioma',
    descripcion: interpolate(TEXTS.language[language], {
      language: labels.label('languages', languageId) ?? String(languageId),
      level: level?.code && level.code !== 'nativo' ? level.code : (level?.label ?? String(minLevel)),
    }),
  };
}

/** The catalogs whose names the requirement texts show. */
export const REQUIREMENT_CATALOGS = ['languages', 'language_levels', 'countries', 'provinces', 'competences', 'tags'] as const;

const names = (labels: CatalogLabels, catalog: CatalogName, ids: readonly number[]) => ids.map((id) => labels.label(catalog, id) ?? String(id)).join(', ');

/** The requirements that code 80 lists, one text each; `only` keeps the unmet ones. */
export function requirementTexts(
  requirements: OfferRequirements,
  labels: CatalogLabels,
  language: Language,
  only?: { languageIds: readonly number[]; keys: ReadonlySet<string> },
): RequirementText[] {
  const keep = (key: string) => only === undefined || only.keys.has(key);
  const texts: RequirementText[] = [];
  for (const l of requirements.languages ?? []) {
    if (only === undefined || only.languageIds.includes(l.languageId)) texts.push(languageText(labels, language, l.languageId, l.minLevel));
  }
  if (requirements.drivingLicence && keep('drivingLicence')) {
    texts.push({ clave: 'carnetConducir', descripcion: interpolate(TEXTS.drivingLicence[language], { code: requirements.drivingLicence }) });
  }
  if (requirements.ownCar && keep('ownCar')) texts.push({ clave: 'vehiculoPropio', descripcion: TEXTS.ownCar[language] });
  if (requirements.availabilityToTravel && keep('availabilityToTravel')) {
    texts.push({ clave: 'disponibilidadViajar', descripcion: TEXTS.availabilityToTravel[language] });
  }
  if (requirements.maxGraduationYear !== undefined && keep('graduationYear')) {
    texts.push({ clave: 'anioMaximoFinalizacion', descripcion: interpolate(TEXTS.graduationYear[language], { year: requirements.maxGraduationYear }) });
  }
  if (requirements.experience?.required && keep('experience')) {
    texts.push({ clave: 'experiencia', descripcion: interpolate(TEXTS.experienceRequired[language], { months: requirements.experience.months }) });
  }
  const lists: [keyof typeof TEXTS & RequirementKey, string, CatalogName, number[] | undefined][] = [
    ['nationality', 'nacionalidad', 'countries', requirements.nationalityCountryIds],
    ['residenceCountry', 'paisResidencia', 'countries', requirements.residenceCountryIds],
    ['residenceProvince', 'provinciaResidencia', 'provinces', requirements.residenceProvinceIds],
  ];
  for (const [key, clave, catalog, ids] of lists) {
    if (ids && ids.length > 0 && keep(key)) texts.push({ clave, descripcion: interpolate(TEXTS[key][language], { list: names(labels, catalog, ids) }) });
  }
  if (requirements.availabilityToRelocate && keep('availabilityToRelocate')) {
    texts.push({ clave: 'movilidadGeografica', descripcion: TEXTS.availabilityToRelocate[language] });
  }
  if (requirements.currentlyWorking !== undefined && keep('currentlyWorking')) {
    texts.push({ clave: 'trabajaActualmente', descripcion: TEXTS[requirements.currentlyWorking ? 'currentlyWorking' : 'notCurrentlyWorking'][language] });
  }
  if (requirements.competenceIds && requirements.competenceIds.length > 0 && keep('competences')) {
    texts.push({ clave: 'competencias', descripcion: interpolate(TEXTS.competences[language], { list: names(labels, 'competences', requirements.competenceIds) }) });
  }
  if (requirements.interestTagIds && requirements.interestTagIds.length > 0 && keep('interests')) {
    texts.push({ clave: 'intereses', descripcion: interpolate(TEXTS.interests[language], { list: names(labels, 'tags', requirements.interestTagIds) }) });
  }
  return texts;
}

/** Every requirement of the offer, for its page: the code-80 ones plus desirable experience and the credits. */
export function offerRequirementTexts(requirements: OfferRequirements, labels: CatalogLabels, language: Language): RequirementText[] {
  const texts = requirementTexts(requirements, labels, language);
  if (requirements.experience && !requirements.experience.required) {
    texts.push({ clave: 'experienciaDeseable', descripcion: interpolate(TEXTS.experienceDesirable[language], { months: requirements.experience.months }) });
  }
  if (requirements.minCreditsPercent !== undefined) {
    texts.push({ clave: 'creditosMinimos', descripcion: interpolate(TEXTS.minCredits[language], { percent: requirements.minCreditsPercent }) });
  }
  return texts;
}

/** Code 80's message: the catalogue text with the institution's enrolment address, then the unmet list. */
export function unmetRequirementsMessage(unmet: readonly RequirementText[], language: Language, contactEmail: string): string {
  const body = interpolate(catalogue[Status.RequirementsNotMet].texts[language].body, { email: contactEmail });
  return `${body} ${TEXTS.unmetHeading[language]} ${unmet.map((u) => u.descripcion).join('; ')}.`;
}
