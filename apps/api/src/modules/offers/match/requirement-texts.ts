import { Status, catalogue, type Language } from '@portal/shared';
import type { CatalogLabels } from '../catalog-labels.repository.ts';
import type { OfferRequirements } from './offer-requirements.ts';

/** One requirement as candidates read it; `clave` names its kind for the client. */
export interface RequirementText {
  clave: string;
  descripcion: string;
}

type Texts = Record<Language, string>;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

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
  minCredits: { ca: 'Mínim del {percent} % dels crèdits superats', es: 'Mínimo del {percent} % de los créditos superados', en: 'At least {percent}% of the credits passed' },
  unmetHeading: { ca: 'Requisits no complerts:', es: 'Requisitos no cumplidos:', en: 'Requirements not met:' },
} satisfies Record<string, Texts>;

function languageText(labels: CatalogLabels, language: Language, languageId: number, minLevel: number): RequirementText {
  const level = labels.entry('language_levels', minLevel);
  return {
    clave: 'idioma',
    descripcion: fill(TEXTS.language[language], {
      language: labels.label('languages', languageId) ?? String(languageId),
      level: level?.code && level.code !== 'nativo' ? level.code : (level?.label ?? String(minLevel)),
    }),
  };
}

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
    texts.push({ clave: 'carnetConducir', descripcion: fill(TEXTS.drivingLicence[language], { code: requirements.drivingLicence }) });
  }
  if (requirements.ownCar && keep('ownCar')) texts.push({ clave: 'vehiculoPropio', descripcion: TEXTS.ownCar[language] });
  if (requirements.availabilityToTravel && keep('availabilityToTravel')) {
    texts.push({ clave: 'disponibilidadViajar', descripcion: TEXTS.availabilityToTravel[language] });
  }
  if (requirements.maxGraduationYear !== undefined && keep('graduationYear')) {
    texts.push({ clave: 'anioMaximoFinalizacion', descripcion: fill(TEXTS.graduationYear[language], { year: requirements.maxGraduationYear }) });
  }
  return texts;
}

/** Every requirement of the offer, for its page: the code-80 ones plus the credits. */
export function offerRequirementTexts(requirements: OfferRequirements, labels: CatalogLabels, language: Language): RequirementText[] {
  const texts = requirementTexts(requirements, labels, language);
  if (requirements.minCreditsPercent !== undefined) {
    texts.push({ clave: 'creditosMinimos', descripcion: fill(TEXTS.minCredits[language], { percent: requirements.minCreditsPercent }) });
  }
  return texts;
}

/** Code 80's message: the catalogue text with the institution's enrolment address, then the unmet list. */
export function unmetRequirementsMessage(unmet: readonly RequirementText[], language: Language, contactEmail: string): string {
  const body = fill(catalogue[Status.RequirementsNotMet].texts[language].body, { email: contactEmail });
  return `${body} ${TEXTS.unmetHeading[language]} ${unmet.map((u) => u.descripcion).join('; ')}.`;
}
