import type { Actor, DbHandle } from '../../lib/request-context.ts';
import {
  BRAND_LEVELS,
  Status,
  type addStudyBody,
  type addUniversityStudyBody,
  type editStudyBody,
  type FieldRule,
} from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { createCatalogRepository } from '../domains/index.ts';
import { assertRequired, fieldError, missingFields, ruledValue } from './field-rules.ts';
import { createStudiesRepository, type StudyRow } from './studies.repository.ts';
import { authorizeCvEntry } from './cv-entry-access.ts';

type AddStudy = z.output<typeof addStudyBody>;
type AddUniversityStudy = z.output<typeof addUniversityStudyBody>;
type EditStudy = z.output<typeof editStudyBody>;

/** The academic fields the brand's `fields.datosAcademicos` rules govern, and what each is called on the wire. */
interface AcademicFields {
  centro: string | null;
  notaMedia: number | null;
  anioFin: number | null;
  creditosSuperados: number | null;
}
const REQUIRED_ACADEMIC: Record<string, readonly (keyof AcademicFields)[]> = {
  centro: ['centro'],
  notaMedia: ['notaMedia'],
  anioFinalizacion: ['anioFin'],
  creditosSuperados: ['creditosSuperados'],
};

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

function academic(rules: Record<string, FieldRule>, stored: AcademicFields, form: AcademicFields): AcademicFields {
  const merged: AcademicFields = {
    centro: ruledValue(rules.centro, stored.centro, form.centro),
    notaMedia: ruledValue(rules.notaMedia, stored.notaMedia, form.notaMedia),
    anioFin: ruledValue(rules.anioFinalizacion, stored.anioFin, form.anioFin),
    creditosSuperados: ruledValue(rules.creditosSuperados, stored.creditosSuperados, form.creditosSuperados),
  };
  assertRequired(rules, REQUIRED_ACADEMIC, merged);
  return merged;
}

const storedAcademic = (study: StudyRow | undefined): AcademicFields => ({
  centro: study?.centre ?? null,
  notaMedia: numberOrNull(study?.average_grade ?? null),
  anioFin: study?.end_year ?? null,
  creditosSuperados: numberOrNull(study?.credits_passed ?? null),
});

/** Code 27 once the stored start year and the saved end year meet (the payload alone may not carry both). */
function assertYearsInOrder(start: number | null, end: number | null): void {
  if (start !== null && end !== null && start > end) throw fieldError(Status.StartDateAfterEndDate, 'anioFin', 'dateOrder');
}

async function ownStudy(db: DbHandle, actor: Actor, id: number, action: 'edit' | 'delete'): Promise<StudyRow> {
  await authorizeCvEntry(db, actor, 'candidate_studies', id, action, Status.StudiesNotFound);
  const study = await createStudiesRepository(db).find(actor.institutionId, id);
  if (!study) throw new AppError(Status.StudiesNotFound);
  return study;
}

export async function addStudy(db: DbHandle, actor: Actor, input: AddStudy): Promise<number> {
  const fields = academic(actor.brand.fields.datosAcademicos, storedAcademic(undefined), {
    centro: input.centro ?? null,
    notaMedia: input.notaMedia ?? null,
    anioFin: input.anioFin ?? null,
    creditosSuperados: null,
  });
  assertYearsInOrder(input.anioInicio, fields.anioFin);
  return createStudiesRepository(db).insert({
    candidate_id: actor.userId,
    institution_id: actor.institutionId,
    is_university: false,
    title: input.titulo,
    centre: fields.centro,
    level: input.nivel,
    start_year: input.anioInicio,
    end_year: fields.anioFin,
    finished: input.finalizado ?? false,
    average_grade: fields.notaMedia,
  });
}

/** A degree of the institution's own list; the same degree twice (not withdrawn) is code 8. */
export async function addUniversityStudy(db: DbHandle, actor: Actor, input: AddUniversityStudy): Promise<number> {
  const [degree] = await createCatalogRepository(db).find(actor.institutionId, new Map([['degrees', [input.idTitulacion]]]), 'es');
  if (!degree) throw fieldError(Status.MissingMandatoryData, 'idTitulacion', 'malformed');
  const studies = createStudiesRepository(db);
  if (await studies.hasActiveDegree(actor.institutionId, actor.userId, degree.id)) throw fieldError(Status.AlreadyExists, 'idTitulacion', 'malformed');
  const fields = academic(actor.brand.fields.datosAcademicos, storedAcademic(undefined), {
    centro: input.centro ?? null,
    notaMedia: input.notaMedia ?? null,
    anioFin: input.anioFin ?? null,
    creditosSuperados: input.creditosSuperados ?? null,
  });
  assertYearsInOrder(input.anioInicio, fields.anioFin);
  const credits = degree.extra.credits;
  return studies.insert({
    candidate_id: actor.userId,
    institution_id: actor.institutionId,
    is_university: true,
    degree_id: degree.id,
    centre: fields.centro,
    level: BRAND_LEVELS.find((level) => level === degree.extra.level) ?? 'grado',
    start_year: input.anioInicio,
    end_year: fields.anioFin,
    finished: input.finalizado ?? false,
    average_grade: fields.notaMedia,
    credits_passed: fields.creditosSuperados,
    credits_total: typeof credits === 'number' ? credits : null,
    course_year: input.curso ?? null,
  });
}

/**
 * A university study keeps its degree and start year (they come from the institution); the rest is the form.
 * A withdrawn study is closed: code 48.
 */
export async function editStudy(db: DbHandle, actor: Actor, input: EditStudy): Promise<void> {
  const study = await ownStudy(db, actor, input.id, 'edit');
  if (study.withdrawn_at) throw new AppError(Status.ActionNotAllowed);
  const rules = actor.brand.fields.datosAcademicos;
  const fields = academic(rules, storedAcademic(study), {
    centro: input.centro ?? null,
    notaMedia: input.notaMedia ?? null,
    anioFin: input.anioFin ?? null,
    creditosSuperados: study.is_university ? (input.creditosSuperados ?? null) : null,
  });
  const common = {
    centre: fields.centro,
    end_year: fields.anioFin,
    finished: input.finalizado ?? false,
    average_grade: fields.notaMedia,
    hidden: input.oculto ?? false,
  };
  const studies = createStudiesRepository(db);
  if (study.is_university) {
    assertYearsInOrder(study.start_year, fields.anioFin);
    await studies.update(actor.institutionId, actor.userId, study.id, {
      ...common,
      credits_passed: fields.creditosSuperados,
      course_year: input.curso ?? null,
    });
    return;
  }
  const { titulo, nivel, anioInicio } = input;
  if (titulo === undefined || nivel === undefined || anioInicio === undefined) throw missingFields({ titulo, nivel, anioInicio });
  assertYearsInOrder(anioInicio, fields.anioFin);
  await studies.update(actor.institutionId, actor.userId, study.id, { ...common, title: titulo, level: nivel, start_year: anioInicio });
}

/** University studies are only hidden or withdrawn (48); the last study standing stays (62). */
export async function deleteStudy(db: DbHandle, actor: Actor, id: number): Promise<void> {
  const study = await ownStudy(db, actor, id, 'delete');
  if (study.is_university) throw new AppError(Status.ActionNotAllowed);
  const studies = createStudiesRepository(db);
  if ((await studies.countActive(actor.institutionId, actor.userId)) <= 1) throw new AppError(Status.CannotDeleteAllStudies);
  await studies.delete(actor.institutionId, actor.userId, study.id);
}

/** Withdrawing keeps the study (and the first withdrawal date) for the record; only university studies have one. */
export async function withdrawUniversityStudy(db: DbHandle, actor: Actor, id: number, now: Date): Promise<void> {
  const study = await ownStudy(db, actor, id, 'edit');
  if (!study.is_university) throw new AppError(Status.StudiesNotFound);
  if (study.withdrawn_at) return;
  await createStudiesRepository(db).update(actor.institutionId, actor.userId, study.id, { withdrawn_at: now });
}
