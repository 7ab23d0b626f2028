import { LANGUAGES, REASON_CODES_NEEDING_TEXT, type Language } from '@portal/shared';
import type { CatalogItem } from '../domains/index.ts';

type Words = Record<Language, string>;

/**
 * What a student reads for each reason a company or the service gives, by the reason's catalogue code. The
 * catalogue's labels are the staff's shorthand ("No alcanza el porcentaje…", "Otros motivos"), written about the
 * candidate; the student is told the same thing, addressed to them. A reason without words here (an institution's
 * own, added in the back office) reads as the general sentence, never in the staff's wording.
 */
const FOR_CANDIDATE: Readonly<Record<string, Words>> = {
  'experiencia-insuficiente': {
    es: 'La empresa busca a alguien con más experiencia profesional para este puesto.',
    ca: "L'empresa cerca algú amb més experiència professional per a aquest lloc.",
    en: 'The company is looking for someone with more professional experience for this position.',
  },
  'expectativas-salariales': {
    es: 'Tus expectativas salariales quedan fuera de la banda que ofrece la empresa.',
    ca: "Les teves expectatives salarials queden fora de la banda que ofereix l'empresa.",
    en: 'Your salary expectations are outside the range the company offers.',
  },
  'otro-candidato': {
    es: 'La empresa ha elegido a otra persona con un perfil más cercano al puesto.',
    ca: "L'empresa ha triat una altra persona amb un perfil més proper al lloc.",
    en: 'The company has chosen another person whose profile is closer to the position.',
  },
  'horario-incompatible': {
    es: 'Tu disponibilidad horaria no encaja con la jornada del puesto.',
    ca: 'La teva disponibilitat horària no encaixa amb la jornada del lloc.',
    en: 'Your availability does not fit the working hours of the position.',
  },
  'titulacion-no-requerida': {
    es: 'Tus estudios no son los que pide la oferta.',
    ca: "Els teus estudis no són els que demana l'oferta.",
    en: 'Your studies are not the ones the offer asks for.',
  },
  'creditos-insuficientes': {
    es: 'Aún no tienes el porcentaje de créditos superados que pide la oferta.',
    ca: "Encara no tens el percentatge de crèdits superats que demana l'oferta.",
    en: 'You have not yet passed the share of credits the offer asks for.',
  },
  'calendario-incompatible': {
    es: 'Tu calendario académico no encaja con el periodo de las prácticas.',
    ca: 'El teu calendari acadèmic no encaixa amb el període de les pràctiques.',
    en: 'Your academic timetable does not fit the internship period.',
  },
  'plazas-cubiertas': {
    es: 'La empresa ya ha cubierto las plazas de prácticas.',
    ca: "L'empresa ja ha cobert les places de pràctiques.",
    en: 'The company has already filled the internship places.',
  },
  'nivel-idiomas': {
    es: 'No tienes el nivel de idiomas que pide la oferta.',
    ca: "No tens el nivell d'idiomes que demana l'oferta.",
    en: 'You do not have the language level the offer asks for.',
  },
  'no-se-presenta': {
    es: 'No te presentaste a la entrevista.',
    ca: "No et vas presentar a l'entrevista.",
    en: 'You did not attend the interview.',
  },
  'sin-respuesta': {
    es: 'La empresa intentó contactar contigo y no recibió respuesta.',
    ca: "L'empresa va intentar contactar amb tu i no va rebre resposta.",
    en: 'The company tried to contact you and got no answer.',
  },
  otros: {
    es: 'La empresa te explica el motivo en su mensaje.',
    ca: "L'empresa t'explica el motiu en el seu missatge.",
    en: 'The company explains the reason in its message.',
  },
};

/** An institution's own reason, which nobody has worded for students. */
const GENERAL: Words = {
  es: 'La empresa ha decidido no seguir adelante con tu candidatura.',
  ca: "L'empresa ha decidit no continuar amb la teva candidatura.",
  en: 'The company has decided not to go ahead with your application.',
};

/** How the company's own words are introduced to the student, in the candidacy and in its notice. */
const COMPANY_WORDS: Words = {
  es: 'Mensaje de la empresa: «{texto}»',
  ca: "Missatge de l'empresa: «{texto}»",
  en: 'Message from the company: "{texto}"',
};

const REASON_LABEL: Words = { es: 'Motivo: {motivo}', ca: 'Motiu: {motivo}', en: 'Reason: {motivo}' };

type Reason = Pick<CatalogItem, 'code' | 'names' | 'extra'>;

/**
 * The reason as the student reads it, in one language. A reason the student gave themselves (turning down a
 * pre-enrolment) is already in their words.
 */
export function reasonForCandidate(reason: Reason, language: Language): string {
  if (reason.extra.actor === 'candidate') return reason.names[language];
  return (reason.code !== null ? FOR_CANDIDATE[reason.code] : undefined)?.[language] ?? GENERAL[language];
}

/** The company must explain this reason in its own words ("Otros motivos"). */
export function reasonNeedsText(reason: Pick<CatalogItem, 'code'>): boolean {
  return reason.code !== null && REASON_CODES_NEEDING_TEXT.includes(reason.code);
}

const inEvery = (build: (language: Language) => string) => Object.fromEntries(LANGUAGES.map((language) => [language, build(language)])) as Words;

/**
 * The reason and the company's words as values of the candidate's notice, in every language (the reader may switch
 * language before reading it); none when the move has no reason.
 */
export function reasonNoticeParams(reason: Reason | undefined, text: string | null): Record<string, Words> {
  const params: Record<string, Words> = {};
  if (reason) params.motivo = inEvery((language) => REASON_LABEL[language].replace('{motivo}', reasonForCandidate(reason, language)));
  if (reason && text) params.texto = inEvery((language) => COMPANY_WORDS[language].replace('{texto}', text));
  return params;
}

/** Every code the table words: a test checks the common list's company reasons against it. */
export const WORDED_REASON_CODES: readonly string[] = Object.keys(FOR_CANDIDATE);
