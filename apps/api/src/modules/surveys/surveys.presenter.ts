import type { StaffSurvey, StaffSurveyItem, SurveyAccess, SurveyDetail, SurveyQuestion } from '@portal/shared';
import type { QuestionRow, SurveyRow } from './surveys.repository.ts';

export const isOpen = (row: Pick<SurveyRow, 'starts_at' | 'ends_at'>, now: Date): boolean => row.starts_at.getTime() <= now.getTime() && now.getTime() < row.ends_at.getTime();

export function presentAccess(row: SurveyRow, now: Date): SurveyAccess {
  return {
    idEncuesta: row.id,
    urlAcceso: row.url_access,
    titulo: row.title,
    descripcion: row.description,
    anonima: row.anonymous,
    destinatarios: row.target,
    obligatoria: row.mandatory,
    abierta: isOpen(row, now),
    fechaInicio: row.starts_at.toISOString(),
    fechaFin: row.ends_at.toISOString(),
    textoRGPD: row.clause,
  };
}

export const presentQuestions = (questions: readonly QuestionRow[]): SurveyQuestion[] =>
  questions.map((q, i) => ({
    idPregunta: q.id,
    orden: i + 1,
    tipo: q.kind,
    texto: q.text,
    obligatoria: q.mandatory,
    opciones: q.options.map((o) => ({ idOpcion: o.id, texto: o.text, idPreguntaDestino: o.jumpTo })),
  }));

export const presentDetail = (row: SurveyRow, questions: readonly QuestionRow[], now: Date): SurveyDetail => ({ ...presentAccess(row, now), preguntas: presentQuestions(questions) });

type ListRow = Pick<SurveyRow, 'id' | 'url_access' | 'title' | 'target' | 'anonymous' | 'mandatory' | 'starts_at' | 'ends_at'> & { responses: number | null };

export const presentStaffItem = (row: ListRow, now: Date): StaffSurveyItem => ({
  id: row.id,
  urlAcceso: row.url_access,
  titulo: row.title,
  destinatarios: row.target,
  anonima: row.anonymous,
  obligatoria: row.mandatory,
  fechaInicio: row.starts_at.toISOString(),
  fechaFin: row.ends_at.toISOString(),
  abierta: isOpen(row, now),
  respuestas: row.responses ?? 0,
});

export const presentStaffSurvey = (row: SurveyRow, questions: readonly QuestionRow[], responses: number, now: Date): StaffSurvey => ({
  ...presentStaffItem({ ...row, responses }, now),
  descripcion: row.description,
  idTitulacion: row.degree_id,
  textoRGPD: row.clause,
  preguntas: presentQuestions(questions),
});
