import { sql, type SqlBool } from 'kysely';
import { OFFER_PROFILE, type Language, type Role, type SurveyOfferType, type SurveyQuestionKind, type SurveyTarget } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, ownedBy, sameOwner } from '../../lib/scoped.ts';
import '../cv/cv.tables.ts';
import '../offers/offers.tables.ts';
import './surveys.tables.ts';

const surveyColumns = ['id', 'url_access', 'title', 'description', 'anonymous', 'mandatory', 'target', 'degree_id', 'offer_type', 'language', 'translations', 'starts_at', 'ends_at', 'clause', 'notified_at'] as const;

/**
 * The one rule of who a survey is addressed to (issue 19), over the survey `s` and the user `u`: the survey's role;
 * for candidates, those who study its degree when it names one; for companies, the contacts of companies that
 * published an offer of its type (published or since closed) when it names one. The pending lists, the access to
 * a survey and the notices of `survey.assigned` all read it.
 */
const IN_TARGET = sql<SqlBool>`(
  s.target = u.role
  and (s.degree_id is null or s.target <> 'Alumno'
    or exists (select 1 from candidate_studies cs where cs.candidate_id = u.id and cs.degree_id = s.degree_id))
  and (s.offer_type is null or s.target <> 'Empresa'
    or exists (select 1 from company_contacts cc join offers o on o.company_id = cc.company_id
      where cc.user_id = u.id and o.institution_id = s.institution_id and o.state in ('published', 'closed')
        and o.profile = case s.offer_type when 'empleo' then ${sql.lit(OFFER_PROFILE.job)} else ${sql.lit(OFFER_PROFILE.internship)} end))
)`;

/** One survey of the institution by its access key; `lock` holds its row until the call's transaction ends. */
export async function findByKey(db: DbHandle, institutionId: string, key: string, lock = false) {
  let query = db.selectFrom('surveys').select(surveyColumns).$call(inInstitution(institutionId)).where('url_access', '=', key);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type SurveyRow = NonNullable<Awaited<ReturnType<typeof findByKey>>>;

export async function findById(db: DbHandle, institutionId: string, id: number, lock = false) {
  let query = db.selectFrom('surveys').select(surveyColumns).$call(inInstitution(institutionId)).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface QuestionRow {
  id: number;
  position: number;
  kind: SurveyQuestionKind;
  text: string;
  mandatory: boolean;
  translations: unknown;
  options: { id: number; position: number; text: string; jumpTo: number | null; translations: unknown }[];
}

/** The survey's questions in order, each with its options in order. */
export async function questionsOf(db: DbHandle, surveyId: number): Promise<QuestionRow[]> {
  const questions = await db.selectFrom('survey_questions').select(['id', 'position', 'kind', 'text', 'mandatory', 'translations']).where('survey_id', '=', surveyId).orderBy('position').orderBy('id').execute();
  if (questions.length === 0) return [];
  const options = await db
    .selectFrom('survey_options')
    .select(['id', 'question_id', 'position', 'text', 'jump_to_question_id', 'translations'])
    .where(
      'question_id',
      'in',
      questions.map((q) => q.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return questions.map((q) => ({
    ...q,
    options: options.filter((o) => o.question_id === q.id).map((o) => ({ id: o.id, position: o.position, text: o.text, jumpTo: o.jump_to_question_id, translations: o.translations })),
  }));
}

export async function hasAnswered(db: DbHandle, surveyId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('survey_participants').select('survey_id').where('survey_id', '=', surveyId).where(ownedBy(userId, 'user_id')).executeTakeFirst();
  return row !== undefined;
}

/** The user is in the survey's target (IN_TARGET). */
export async function isAddressed(db: DbHandle, surveyId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('surveys as s')
    .innerJoin('users as u', (join) => join.onRef('u.institution_id', '=', 's.institution_id'))
    .select('s.id')
    .where('s.id', '=', surveyId)
    .where('u.id', '=', userId)
    .where(IN_TARGET)
    .executeTakeFirst();
  return row !== undefined;
}

/** Everyone in the survey's target who has not been told of it yet (IN_TARGET, survey_notices). */
export async function untoldTargetOf(db: DbHandle, surveyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('surveys as s')
    .innerJoin('users as u', (join) => join.onRef('u.institution_id', '=', 's.institution_id'))
    .select('u.id')
    .where('s.id', '=', surveyId)
    .where(IN_TARGET)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('survey_notices as n').select('n.user_id').whereRef('n.survey_id', '=', 's.id').whereRef('n.user_id', '=', 'u.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('survey_participants as p').select('p.user_id').whereRef('p.survey_id', '=', 's.id').whereRef('p.user_id', '=', 'u.id'))))
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Notes who was told of the survey, and when the survey's opening was announced. */
export async function markTold(db: DbHandle, surveyId: number, userIds: readonly number[], now: Date): Promise<void> {
  if (userIds.length > 0) {
    await db
      .insertInto('survey_notices')
      .values(userIds.map((userId) => ({ survey_id: surveyId, user_id: userId })))
      .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doNothing())
      .execute();
  }
  await db.updateTable('surveys').set({ notified_at: now }).where('id', '=', surveyId).execute();
}

/** Forgets who was told of the survey: they are all told again (it became mandatory). */
export async function forgetNotices(db: DbHandle, surveyId: number): Promise<void> {
  await db.deleteFrom('survey_notices').where('survey_id', '=', surveyId).execute();
}

/** Open surveys whose opening nobody has announced yet (the hourly pass), any institution. */
export async function openUnannounced(db: DbHandle, now: Date) {
  return db.selectFrom('surveys').select(['id', 'institution_id']).where('notified_at', 'is', null).where('starts_at', '<=', now).where('ends_at', '>', now).orderBy('id').execute();
}

/** Open surveys addressed to the user (IN_TARGET) that they have not answered. */
export async function pendingFor(db: DbHandle, institutionId: string, role: Role, userId: number, now: Date) {
  return db
    .selectFrom('surveys as s')
    .innerJoin('users as u', (join) => join.onRef('u.institution_id', '=', 's.institution_id'))
    .select(['s.id', 's.url_access', 's.title', 's.language', 's.translations', 's.mandatory', 's.ends_at'])
    .$call(inInstitution(institutionId, 's.institution_id'))
    .where('u.id', '=', userId)
    .where('s.target', '=', role as SurveyTarget)
    .where('s.starts_at', '<=', now)
    .where('s.ends_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('survey_participants as p').select('p.survey_id').whereRef('p.survey_id', '=', 's.id').where(sameOwner(userId, 'p.user_id')))),
    )
    .where(IN_TARGET)
    .orderBy('s.mandatory', 'desc')
    .orderBy('s.ends_at')
    .orderBy('s.id')
    .execute();
}

export async function insertSession(db: DbHandle, values: { surveyId: number; tokenHash: string; userId: number | null; expiresAt: Date }): Promise<void> {
  await db.insertInto('survey_sessions').values({ survey_id: values.surveyId, token_hash: values.tokenHash, user_id: values.userId, expires_at: values.expiresAt }).execute();
}

/** Takes the session of the token out: it serves one answer. */
export async function takeSession(db: DbHandle, surveyId: number, tokenHash: string, now: Date) {
  return db
    .deleteFrom('survey_sessions')
    .where('survey_id', '=', surveyId)
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning(['user_id'])
    .executeTakeFirst();
}

export async function tokenUsed(db: DbHandle, tokenHash: string): Promise<boolean> {
  return (await db.selectFrom('survey_responses').select('id').where('token_hash', '=', tokenHash).executeTakeFirst()) !== undefined;
}

/** Notes that the user answered; false when they already had. */
export async function addParticipant(db: DbHandle, surveyId: number, userId: number): Promise<boolean> {
  const row = await db
    .insertInto('survey_participants')
    .values({ survey_id: surveyId, user_id: userId })
    .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doNothing())
    .returning('survey_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertResponse(
  db: DbHandle,
  values: { institutionId: string; surveyId: number; userId: number | null; tokenHash: string; day: string },
  answers: { questionId: number; optionIds: number[]; text: string | null }[],
): Promise<void> {
  const response = await db
    .insertInto('survey_responses')
    .values({ institution_id: values.institutionId, survey_id: values.surveyId, user_id: values.userId, token_hash: values.tokenHash, answered_on: values.day })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = answers.flatMap((a): { response_id: number; question_id: number; option_id: number | null; text: string | null }[] =>
    a.optionIds.length > 0
      ? a.optionIds.map((optionId) => ({ response_id: response.id, question_id: a.questionId, option_id: optionId, text: null }))
      : [{ response_id: response.id, question_id: a.questionId, option_id: null, text: a.text }],
  );
  if (rows.length > 0) await db.insertInto('survey_answers').values(rows).execute();
}

export async function acceptClause(db: DbHandle, surveyId: number, userId: number): Promise<void> {
  await db
    .insertInto('survey_clause_acceptances')
    .values({ survey_id: surveyId, user_id: userId })
    .onConflict((oc) => oc.columns(['survey_id', 'user_id']).doNothing())
    .execute();
}

export async function clauseAccepted(db: DbHandle, surveyId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('survey_clause_acceptances').select('survey_id').where('survey_id', '=', surveyId).where(ownedBy(userId, 'user_id')).executeTakeFirst();
  return row !== undefined;
}

/* ---------------------------------------------------------------- the back office */

export async function listSurveys(db: DbHandle, institutionId: string) {
  return db
    .selectFrom('surveys as s')
    .select(['s.id', 's.url_access', 's.title', 's.language', 's.translations', 's.target', 's.anonymous', 's.mandatory', 's.starts_at', 's.ends_at'])
    .select((eb) => eb.selectFrom('survey_responses as r').select(sql<number>`count(*)::int`.as('n')).whereRef('r.survey_id', '=', 's.id').as('responses'))
    .$call(inInstitution(institutionId, 's.institution_id'))
    .orderBy('s.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

export async function responseCount(db: DbHandle, surveyId: number): Promise<number> {
  const row = await db.selectFrom('survey_responses').select(sql<number>`count(*)::int`.as('n')).where('survey_id', '=', surveyId).executeTakeFirstOrThrow();
  return row.n;
}

export interface SurveyValues {
  title: string;
  description: string;
  anonymous: boolean;
  mandatory: boolean;
  target: SurveyTarget;
  degreeId: number | null;
  offerType: SurveyOfferType | null;
  language: Language;
  /** The other languages' title and description: { ca: { title, description }, ... }. */
  translations: Partial<Record<Language, { title?: string; description?: string }>>;
  startsAt: Date;
  endsAt: Date;
  clause: string | null;
}

const columnsOf = (v: SurveyValues) => ({
  title: v.title,
  description: v.description,
  anonymous: v.anonymous,
  mandatory: v.mandatory,
  target: v.target,
  degree_id: v.degreeId,
  offer_type: v.offerType,
  language: v.language,
  translations: JSON.stringify(v.translations),
  starts_at: v.startsAt,
  ends_at: v.endsAt,
  clause: v.clause,
});

export async function insertSurvey(db: DbHandle, institutionId: string, urlAccess: string, values: SurveyValues): Promise<number> {
  const row = await db.insertInto('surveys').values({ institution_id: institutionId, url_access: urlAccess, ...columnsOf(values) }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSurvey(db: DbHandle, institutionId: string, id: number, values: SurveyValues): Promise<void> {
  await db.updateTable('surveys').set(columnsOf(values)).$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

export async function deleteSurvey(db: DbHandle, institutionId: string, id: number): Promise<void> {
  await db.deleteFrom('surveys').$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

export type TextTranslations = Partial<Record<Language, string>>;

export interface NewQuestion {
  kind: SurveyQuestionKind;
  text: string;
  translations: TextTranslations;
  mandatory: boolean;
  options: { text: string; translations: TextTranslations; jumpTo: number | null }[];
}

/**
 * Replaces the questions of a survey that has no answers yet. Jumps name questions by their index in `questions`;
 * the questions are written first, then the options with the ids the jumps point at.
 */
export async function replaceQuestions(db: DbHandle, surveyId: number, questions: readonly NewQuestion[]): Promise<void> {
  await db.deleteFrom('survey_questions').where('survey_id', '=', surveyId).execute();
  const ids: number[] = [];
  for (const [position, q] of questions.entries()) {
    const row = await db.insertInto('survey_questions').values({ survey_id: surveyId, position, kind: q.kind, text: q.text, translations: JSON.stringify(q.translations), mandatory: q.mandatory }).returning('id').executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const options = questions.flatMap((q, qi) => q.options.map((o, position) => ({ question_id: ids[qi]!, position, text: o.text, translations: JSON.stringify(o.translations), jump_to_question_id: o.jumpTo === null ? null : ids[o.jumpTo]! })));
  if (options.length > 0) await db.insertInto('survey_options').values(options).execute();
}

/** Renames questions and options in place (a survey with answers keeps its structure). */
export async function renameQuestion(
  db: DbHandle,
  questionId: number,
  texts: { text: string; translations: TextTranslations },
  options: { id: number; text: string; translations: TextTranslations }[],
): Promise<void> {
  await db.updateTable('survey_questions').set({ text: texts.text, translations: JSON.stringify(texts.translations) }).where('id', '=', questionId).execute();
  for (const option of options) {
    await db.updateTable('survey_options').set({ text: option.text, translations: JSON.stringify(option.translations) }).where('id', '=', option.id).where('question_id', '=', questionId).execute();
  }
}

/** How many chose each option, and how many answered each question (responses, not people: nobody is named). */
export async function optionCounts(db: DbHandle, surveyId: number) {
  const perOption = await db
    .selectFrom('survey_answers as a')
    .innerJoin('survey_responses as r', 'r.id', 'a.response_id')
    .select(['a.option_id', sql<number>`count(*)::int`.as('n')])
    .where('r.survey_id', '=', surveyId)
    .where('a.option_id', 'is not', null)
    .groupBy('a.option_id')
    .execute();
  const perQuestion = await db
    .selectFrom('survey_answers as a')
    .innerJoin('survey_responses as r', 'r.id', 'a.response_id')
    .select(['a.question_id', sql<number>`count(distinct a.response_id)::int`.as('n')])
    .where('r.survey_id', '=', surveyId)
    .groupBy('a.question_id')
    .execute();
  return { perOption: new Map(perOption.map((r) => [r.option_id!, r.n])), perQuestion: new Map(perQuestion.map((r) => [r.question_id, r.n])) };
}

/** The free-text answers, newest response first; no column of who wrote them is read. */
export async function textAnswers(db: DbHandle, surveyId: number) {
  return db
    .selectFrom('survey_answers as a')
    .innerJoin('survey_responses as r', 'r.id', 'a.response_id')
    .select(['a.question_id', 'a.text'])
    .where('r.survey_id', '=', surveyId)
    .where('a.text', 'is not', null)
    .orderBy('r.id', 'desc')
    .execute();
}

/** Every response with its answers, for the CSV: a response number (its order), the day and the answers. */
export async function responsesForExport(db: DbHandle, surveyId: number) {
  const responses = await db.selectFrom('survey_responses').select(['id', 'answered_on']).where('survey_id', '=', surveyId).orderBy('id').execute();
  const answers = await db
    .selectFrom('survey_answers as a')
    .innerJoin('survey_responses as r', 'r.id', 'a.response_id')
    .select(['a.response_id', 'a.question_id', 'a.option_id', 'a.text'])
    .where('r.survey_id', '=', surveyId)
    .orderBy('a.id')
    .execute();
  return { responses, answers };
}
