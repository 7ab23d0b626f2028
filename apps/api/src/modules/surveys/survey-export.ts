import type { Language } from '@portal/shared';
import type { CsvColumn } from '../../lib/csv.ts';
import type { QuestionRow } from './surveys.repository.ts';

export interface SurveyExportRow {
  number: number;
  day: string;
  cells: string[];
}

const HEADERS: Record<Language, { number: string; day: string }> = {
  es: { number: 'Respuesta', day: 'Fecha' },
  ca: { number: 'Resposta', day: 'Data' },
  en: { number: 'Response', day: 'Date' },
};

/** One row per response: its number, its day and one column per question (options chosen joined by " | "). Nobody is named. */
export function surveyResultColumns(language: Language, questions: readonly QuestionRow[]): CsvColumn<SurveyExportRow>[] {
  return [
    { header: HEADERS[language].number, value: (r) => r.number },
    { header: HEADERS[language].day, value: (r) => r.day },
    ...questions.map((q, i) => ({ header: `${i + 1}. ${q.text}`, value: (r: SurveyExportRow) => r.cells[i] ?? '' })),
  ];
}
