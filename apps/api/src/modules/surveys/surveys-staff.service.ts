import crypto from 'node:crypto';
import { LANGUAGES, Status, slugify, type Language, type StaffSurvey, type StaffSurveyBody, type StaffSurveyItem, type SurveyResults } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import type { CallEffects } from '../notifications/index.ts';
import { announce } from './survey-notices.ts';
import { isOpen, presentQuestions, presentStaffItem, presentStaffSurvey } from './surveys.presenter.ts';
import * as repo from './surveys.repository.ts';

async function surveyById(db: DbHandle, actor: Actor, id: number, lock = false): Promise<repo.SurveyRow> {
  const row = await repo.findById(db, actor.institutionId, id, lock);
  if (!row) throw new AppError(Status.SurveyNotFound);
  return row;
}

export async function list(db: DbHandle, actor: Actor, now: Date): Promise<StaffSurveyItem[]> {
  return (await repo.listSurveys(db, actor.institutionId)).map((r) => presentStaffItem(r, now, actor.language));
}

export async function detail(db: DbHandle, actor: Actor, id: number, now: Date): Promise<StaffSurvey> {
  const row = await surveyById(db, actor, id);
  return presentStaffSurvey(row, await repo.questionsOf(db, row.id), await repo.responseCount(db, row.id), now);
}

type FieldError = { campo: string; codigo: number; clave: string };

/**
 * The questions of the body as the repository writes them, with jumps as question indexes. A jump goes from a
 * single-choice option to a later question of the same body; a text question has no options; a choice question
 * has two or more; keys are unique. Every mistake is named on its field (15).
 */
function questionsOf(body: StaffSurveyBody, language: Language): repo.NewQuestion[] {
  const errors: FieldError[] = [];
  const index = new Map<string, number>();
  body.preguntas.forEach((q, i) => {
    if (index.has(q.clave)) errors.push({ campo: `preguntas.${i}.clave`, codigo: Status.MissingMandatoryData, clave: 'malformed' });
    index.set(q.clave, i);
  });
  const questions = body.preguntas.map((q, i) => {
    if (q.tipo === 'texto' && q.opciones.length > 0) errors.push({ campo: `preguntas.${i}.opciones`, codigo: Status.MissingMandatoryData, clave: 'malformed' });
    if (q.tipo !== 'texto' && q.opciones.length < 2) errors.push({ campo: `preguntas.${i}.opciones`, codigo: Status.MissingMandatoryData, clave: 'required' });
    return {
      kind: q.tipo,
      text: q.texto,
      translations: otherLanguages(q.traducciones, language),
      mandatory: q.obligatoria,
      options: q.opciones.map((o, j) => {
        const translations = otherLanguages(o.traducciones, language);
        if (o.destino === undefined) return { text: o.texto, translations, jumpTo: null };
        const target = index.get(o.destino);
        if (q.tipo !== 'unica' || target === undefined || target <= i) {
          errors.push({ campo: `preguntas.${i}.opciones.${j}.destino`, codigo: Status.MissingMandatoryData, clave: 'malformed' });
        }
        return { text: o.texto, translations, jumpTo: target ?? null };
      }),
    };
  });
  if (body.fechaFin <= body.fechaInicio) errors.push({ campo: 'fechaFin', codigo: Status.StartDateAfterEndDate, clave: 'malformed' });
  if (errors.length > 0) throw new AppError(Status.MissingMandatoryData, { datos: { errores: errors } });
  return questions;
}

/** The translations of a text without its own language's (which is the plain text) and without empty ones. */
function otherLanguages<T>(translations: Partial<Record<Language, T>> | undefined, own: Language): Partial<Record<Language, T>> {
  const kept: Partial<Record<Language, T>> = {};
  for (const language of LANGUAGES) {
    const value = translations?.[language];
    if (language !== own && value !== undefined && !(typeof value === 'object' && value !== null && Object.keys(value).length === 0)) kept[language] = value;
  }
  return kept;
}

const sameStructure = (before: readonly repo.QuestionRow[], after: readonly repo.NewQuestion[]): boolean =>
  before.length === after.length &&
  before.every((q, i) => {
    const next = after[i]!;
    return (
      q.kind === next.kind &&
      q.mandatory === next.mandatory &&
      q.options.length === next.options.length &&
      q.options.every((o, j) => (o.jumpTo === null ? null : before.findIndex((b) => b.id === o.jumpTo)) === next.options[j]!.jumpTo)
    );
  });

/**
 * Creates or edits a survey. Once it has answers its structure (questions, kinds, options, jumps, mandatory marks)
 * stays as it was answered (652); the texts, dates, target and clause may still change.
 */
export async function save(db: DbHandle, actor: Actor, effects: CallEffects, body: StaffSurveyBody, now: Date): Promise<StaffSurvey> {
  const language = body.idioma ?? 'es';
  const questions = questionsOf(body, language);
  const values: repo.SurveyValues = {
    title: body.titulo,
    description: body.descripcion ?? '',
    anonymous: body.anonima,
    mandatory: body.obligatoria,
    target: body.destinatarios,
    degreeId: body.destinatarios === 'Alumno' ? (body.idTitulacion ?? null) : null,
    offerType: body.destinatarios === 'Empresa' ? (body.tipoOferta ?? null) : null,
    language,
    translations: Object.fromEntries(
      Object.entries(otherLanguages(body.traducciones, language)).map(([l, t]) => [l, { ...(t.titulo ? { title: t.titulo } : {}), ...(t.descripcion ? { description: t.descripcion } : {}) }]),
    ),
    startsAt: new Date(body.fechaInicio),
    endsAt: new Date(body.fechaFin),
    clause: body.textoRGPD ?? null,
  };
  let id: number;
  if (body.id === undefined) {
    id = await repo.insertSurvey(db, actor.institutionId, `${slugify(body.titulo).slice(0, 50)}-${crypto.randomBytes(4).toString('hex')}`, values);
    await repo.replaceQuestions(db, id, questions);
    await recordAudit(db, actor, { entity: 'survey', entityId: id, action: 'createSurvey', detail: body.titulo });
  } else {
    const row = await surveyById(db, actor, body.id, true);
    id = row.id;
    const before = await repo.questionsOf(db, id);
    if ((await repo.responseCount(db, id)) > 0) {
      if (!sameStructure(before, questions) || row.anonymous !== body.anonima) throw new AppError(Status.SurveyHasAnswers);
      for (const [i, q] of before.entries()) {
        const next = questions[i]!;
        await repo.renameQuestion(db, q.id, next, q.options.map((o, j) => ({ id: o.id, ...next.options[j]! })));
      }
    } else {
      await repo.replaceQuestions(db, id, questions);
    }
    await repo.updateSurvey(db, actor.institutionId, id, values);
    // Made mandatory: it now blocks them, so everyone who has not answered it hears of it again.
    if (!row.mandatory && body.obligatoria) await repo.forgetNotices(db, id);
    await recordAudit(db, actor, { entity: 'survey', entityId: id, action: 'editSurvey', detail: body.titulo });
  }
  const saved = await surveyById(db, actor, id);
  if (isOpen(saved, now)) await announce(db, saved, now, (event) => effects.notify(event));
  return detail(db, actor, id, now);
}

export async function remove(db: DbHandle, actor: Actor, id: number): Promise<{ borrada: true }> {
  const row = await surveyById(db, actor, id, true);
  await repo.deleteSurvey(db, actor.institutionId, row.id);
  await recordAudit(db, actor, { entity: 'survey', entityId: row.id, action: 'deleteSurvey', detail: row.title });
  return { borrada: true };
}

/** Counts per option and the free-text answers. Nothing read here names who answered, anonymous or not. */
export async function results(db: DbHandle, actor: Actor, id: number, now: Date): Promise<SurveyResults> {
  const row = await surveyById(db, actor, id);
  const questions = await repo.questionsOf(db, row.id);
  const counts = await repo.optionCounts(db, row.id);
  const texts = await repo.textAnswers(db, row.id);
  return {
    encuesta: presentStaffItem({ ...row, responses: await repo.responseCount(db, row.id) }, now, actor.language),
    preguntas: presentQuestions(questions, actor.language, row.language).map((q) => ({
      idPregunta: q.idPregunta,
      texto: q.texto,
      tipo: q.tipo,
      respuestas: counts.perQuestion.get(q.idPregunta) ?? 0,
      opciones: q.opciones.map((o) => ({ idOpcion: o.idOpcion, texto: o.texto, votos: counts.perOption.get(o.idOpcion) ?? 0 })),
      textos: texts.filter((t) => t.question_id === q.idPregunta).map((t) => t.text ?? ''),
    })),
  };
}

/** The responses for the CSV: one row each, numbered, with the day and one column per question. */
export async function exportRows(db: DbHandle, actor: Actor, id: number) {
  const row = await surveyById(db, actor, id);
  const questions = await repo.questionsOf(db, row.id);
  const { responses, answers } = await repo.responsesForExport(db, row.id);
  const optionText = new Map(questions.flatMap((q) => q.options.map((o) => [o.id, o.text] as const)));
  const rows = responses.map((r, i) => {
    const mine = answers.filter((a) => a.response_id === r.id);
    const cells = questions.map((q) =>
      mine
        .filter((a) => a.question_id === q.id)
        .map((a) => (a.option_id === null ? (a.text ?? '') : (optionText.get(a.option_id) ?? '')))
        .join(' | '),
    );
    return { number: i + 1, day: r.answered_on, cells };
  });
  return { title: row.title, questions, rows };
}
