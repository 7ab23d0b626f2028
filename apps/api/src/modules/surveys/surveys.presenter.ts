import type { Language, StaffSurvey, StaffSurveyItem, StaffSurveyQuestion, SurveyAccess, SurveyDetail, SurveyQuestion, SurveyTranslations, TextTranslations } from '@portal/shared';
import type { QuestionRow, SurveyRow } from './surveys.repository.ts';

export const isOpen = (row: Pick<SurveyRow, 'starts_at' | 'ends_at'>, now: Date): boolean => row.starts_at.getTime() <= now.getTime() && now.getTime() < row.ends_at.getTime();

type SurveyTexts = Partial<Record<Language, { title?: string; description?: string }>>;
const surveyTexts = (translations: unknown): SurveyTexts => (translations && typeof translations === 'object' ? (translations as SurveyTexts) : {});
const textTexts = (translations: unknown): TextTranslations => (translations && typeof translations === 'object' ? (translations as TextTranslations) : {});
const filled = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * A survey's texts in the reader's language (issue 19): the plain columns are written in the survey's own language
 * (`language`), every other language is a translation, and a reader whose language has none reads the survey's own.
 */
export function surveyTitle(row: Pick<SurveyRow, 'title' | 'language' | 'translations'>, language: Language): string {
  const own = language === row.language ? undefined : surveyTexts(row.translations)[language]?.title;
  return filled(own) ? own : row.title;
}
function surveyDescription(row: Pick<SurveyRow, 'description' | 'language' | 'translations'>, language: Language): string {
  const own = language === row.language ? undefined : surveyTexts(row.translations)[language]?.description;
  return filled(own) ? own : row.description;
}
const inLanguage = (text: string, translations: unknown, language: Language, surveyLanguage: Language): string => {
  const own = language === surveyLanguage ? undefined : textTexts(translations)[language];
  return filled(own) ? own : text;
};

/** The title of the survey in every language, for a notice each reader reads in their own. */
export const titlesOf = (row: Pick<SurveyRow, 'title' | 'language' | 'translations'>) => ({ es: surveyTitle(row, 'es'), ca: surveyTitle(row, 'ca'), en: surveyTitle(row, 'en') });

export function presentAccess(row: SurveyRow, now: Date, language: Language): SurveyAccess {
  return {
    idEncuesta: row.id,
    urlAcceso: row.url_access,
    titulo: surveyTitle(row, language),
    descripcion: surveyDescription(row, language),
    anonima: row.anonymous,
    destinatarios: row.target,
    obligatoria: row.mandatory,
    abierta: isOpen(row, now),
    fechaInicio: row.starts_at.toISOString(),
    fechaFin: row.ends_at.toISOString(),
    textoRGPD: row.clause,
  };
}

export const presentQuestions = (questions: readonly QuestionRow[], language: Language, surveyLanguage: Language): SurveyQuestion[] =>
  questions.map((q, i) => ({
    idPregunta: q.id,
    orden: i + 1,
    tipo: q.kind,
    texto: inLanguage(q.text, q.translations, language, surveyLanguage),
    obligatoria: q.mandatory,
    opciones: q.options.map((o) => ({ idOpcion: o.id, texto: inLanguage(o.text, o.translations, language, surveyLanguage), idPreguntaDestino: o.jumpTo })),
  }));

export const presentDetail = (row: SurveyRow, questions: readonly QuestionRow[], now: Date, language: Language): SurveyDetail => ({
  ...presentAccess(row, now, language),
  preguntas: presentQuestions(questions, language, row.language),
});

type ListRow = Pick<SurveyRow, 'id' | 'url_access' | 'title' | 'language' | 'translations' | 'target' | 'anonymous' | 'mandatory' | 'starts_at' | 'ends_at'> & { responses: number | null };

/** A list row: its title in the reader's language (staff read the list in theirs; the edit form has every text). */
export const presentStaffItem = (row: ListRow, now: Date, language: Language = row.language): StaffSurveyItem => ({
  id: row.id,
  urlAcceso: row.url_access,
  titulo: surveyTitle(row, language),
  destinatarios: row.target,
  anonima: row.anonymous,
  obligatoria: row.mandatory,
  fechaInicio: row.starts_at.toISOString(),
  fechaFin: row.ends_at.toISOString(),
  abierta: isOpen(row, now),
  respuestas: row.responses ?? 0,
});

/** Staff edit the texts as written: the survey's own language in the plain fields, the others as translations. */
const staffQuestions = (questions: readonly QuestionRow[]): StaffSurveyQuestion[] =>
  questions.map((q, i) => ({
    idPregunta: q.id,
    orden: i + 1,
    tipo: q.kind,
    texto: q.text,
    traducciones: textTexts(q.translations),
    obligatoria: q.mandatory,
    opciones: q.options.map((o) => ({ idOpcion: o.id, texto: o.text, traducciones: textTexts(o.translations), idPreguntaDestino: o.jumpTo })),
  }));

export const presentStaffSurvey = (row: SurveyRow, questions: readonly QuestionRow[], responses: number, now: Date): StaffSurvey => {
  const texts = surveyTexts(row.translations);
  const traducciones: SurveyTranslations = {};
  for (const [language, t] of Object.entries(texts) as [Language, { title?: string; description?: string }][]) {
    traducciones[language] = { ...(t.title ? { titulo: t.title } : {}), ...(t.description ? { descripcion: t.description } : {}) };
  }
  return {
    ...presentStaffItem({ ...row, responses }, now),
    descripcion: row.description,
    idioma: row.language,
    traducciones,
    idTitulacion: row.degree_id,
    tipoOferta: row.offer_type,
    textoRGPD: row.clause,
    preguntas: staffQuestions(questions),
  };
};
