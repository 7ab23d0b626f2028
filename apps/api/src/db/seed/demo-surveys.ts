import type { Kysely, Transaction } from 'kysely';
import { BRAND_IDS, type BrandId } from '@portal/shared/brands/brand-config';
import type { SurveyQuestionKind, SurveyTarget } from '@portal/shared';
import type { Database } from '../database.ts';
import { DEGREES } from './catalogs/degrees.ts';
import { demoEmail } from './demo.ts';
import '../../modules/surveys/surveys.tables.ts';

/**
 * Demo surveys in every institution, each in Spanish, Catalan and English, so /encuestas, the homes' pending
 * surveys and the back office's results are filled: a survey with jumps for candidates (pending for the demo
 * candidate `alumno`), an anonymous satisfaction survey for candidates, and one for companies (pending for
 * `empresa`); each with some answers that follow its
 * path, so the results show numbers. None of those is mandatory: every journey signs the demo accounts in. The
 * mandatory survey is addressed, by degree, to a demo candidate of its own (`encuestado@example.org`, password
 * as the others), who alone studies that degree: signing in as them shows the portal blocked until it is answered.
 */

const DAY = 86_400_000;
type Trx = Transaction<Database>;

interface DemoQuestion {
  kind: SurveyQuestionKind;
  text: string;
  mandatory: boolean;
  /** The text in Catalan and English (the Spanish is `text`). */
  tr?: { ca: string; en: string };
  /** Option texts, with the index of the question each jumps to. */
  options: { text: string; jump?: number; tr?: { ca: string; en: string } }[];
}

interface DemoSurvey {
  key: string;
  title: string;
  description: string;
  /** The title and description in Catalan and English. */
  translations?: { ca: { title: string; description: string }; en: { title: string; description: string } };
  target: SurveyTarget;
  anonymous: boolean;
  questions: DemoQuestion[];
  /** Answers as option indexes (or a text) per question index, each following the jumps. */
  answers: Record<number, number[] | string>[];
}

const JOBS: DemoSurvey = {
  key: 'empleabilidad-demo',
  title: 'Tu situación laboral',
  description: 'Ayúdanos a conocer cómo os va después de los estudios. Son cuatro preguntas como mucho.',
  translations: {
    ca: { title: 'La teva situació laboral', description: 'Ajuda’ns a saber com us va després dels estudis. Són quatre preguntes com a màxim.' },
    en: { title: 'Your work situation', description: 'Help us learn how you are doing after your studies. Four questions at most.' },
  },
  target: 'Alumno',
  anonymous: false,
  questions: [
    {
      kind: 'unica',
      text: '¿Trabajas actualmente?',
      tr: { ca: 'Treballes actualment?', en: 'Are you working at the moment?' },
      mandatory: true,
      options: [
        { text: 'Sí', jump: 1, tr: { ca: 'Sí', en: 'Yes' } },
        { text: 'No', jump: 2, tr: { ca: 'No', en: 'No' } },
      ],
    },
    {
      kind: 'unica',
      text: '¿Tu trabajo está relacionado con tus estudios?',
      tr: { ca: 'La teva feina està relacionada amb els teus estudis?', en: 'Is your job related to your studies?' },
      mandatory: true,
      options: [
        { text: 'Sí, mucho', jump: 3, tr: { ca: 'Sí, molt', en: 'Yes, a lot' } },
        { text: 'En parte', jump: 3, tr: { ca: 'En part', en: 'Partly' } },
        { text: 'No', jump: 3, tr: { ca: 'No', en: 'No' } },
      ],
    },
    {
      kind: 'multiple',
      text: '¿Qué te ayudaría a encontrar trabajo?',
      tr: { ca: 'Què t’ajudaria a trobar feina?', en: 'What would help you find a job?' },
      mandatory: false,
      options: [
        { text: 'Más prácticas', tr: { ca: 'Més pràctiques', en: 'More internships' } },
        { text: 'Orientación profesional', tr: { ca: 'Orientació professional', en: 'Career guidance' } },
        { text: 'Idiomas', tr: { ca: 'Idiomes', en: 'Languages' } },
        { text: 'Contactos con empresas', tr: { ca: 'Contactes amb empreses', en: 'Contacts with companies' } },
      ],
    },
    { kind: 'texto', text: '¿Quieres añadir algo?', tr: { ca: 'Vols afegir-hi alguna cosa?', en: 'Anything you would like to add?' }, mandatory: false, options: [] },
  ],
  answers: [
    { 0: [0], 1: [0], 3: 'Muy contenta con el servicio.' },
    { 0: [0], 1: [1] },
    { 0: [1], 2: [0, 1], 3: 'Echo de menos más ofertas de mi sector.' },
    { 0: [1], 2: [2] },
    { 0: [0], 1: [2], 3: 'Busco algo más cercano a lo que estudié.' },
  ],
};

const SATISFACTION: DemoSurvey = {
  key: 'satisfaccion-demo',
  title: 'Satisfacción con el servicio (anónima)',
  description: 'Encuesta anónima: no guardamos quién contesta.',
  translations: {
    ca: { title: 'Satisfacció amb el servei (anònima)', description: 'Enquesta anònima: no desem qui contesta.' },
    en: { title: 'Satisfaction with the service (anonymous)', description: 'Anonymous survey: we do not keep who answers.' },
  },
  target: 'Alumno',
  anonymous: true,
  questions: [
    {
      kind: 'unica',
      text: '¿Cómo valoras el servicio de empleo?',
      tr: { ca: 'Com valores el servei d’ocupació?', en: 'How do you rate the employment service?' },
      mandatory: true,
      options: [
        { text: 'Muy bien', tr: { ca: 'Molt bé', en: 'Very good' } },
        { text: 'Bien', tr: { ca: 'Bé', en: 'Good' } },
        { text: 'Regular', tr: { ca: 'Regular', en: 'Fair' } },
        { text: 'Mal', tr: { ca: 'Malament', en: 'Poor' } },
      ],
    },
    { kind: 'texto', text: '¿Qué mejorarías?', tr: { ca: 'Què milloraries?', en: 'What would you improve?' }, mandatory: false, options: [] },
  ],
  answers: [{ 0: [0] }, { 0: [1], 1: 'Más talleres por la tarde.' }, { 0: [1] }, { 0: [2], 1: 'La web en el móvil.' }, { 0: [0] }, { 0: [3] }],
};

const COMPANIES: DemoSurvey = {
  key: 'empresas-demo',
  title: 'Vuestra experiencia con el portal',
  description: 'Queremos saber cómo os funciona el portal para publicar ofertas y gestionar prácticas.',
  translations: {
    ca: { title: 'La vostra experiència amb el portal', description: 'Volem saber com us funciona el portal per publicar ofertes i gestionar pràctiques.' },
    en: { title: 'Your experience with the portal', description: 'We would like to know how the portal works for you to publish offers and manage internships.' },
  },
  target: 'Empresa',
  anonymous: false,
  questions: [
    {
      kind: 'unica',
      text: '¿Habéis contratado a alguien a través del portal?',
      tr: { ca: 'Heu contractat algú a través del portal?', en: 'Have you hired anyone through the portal?' },
      mandatory: true,
      options: [
        { text: 'Sí', tr: { ca: 'Sí', en: 'Yes' } },
        { text: 'No', jump: 2, tr: { ca: 'No', en: 'No' } },
      ],
    },
    {
      kind: 'unica',
      text: '¿Cuántas personas?',
      tr: { ca: 'Quantes persones?', en: 'How many people?' },
      mandatory: false,
      options: [
        { text: 'Una', tr: { ca: 'Una', en: 'One' } },
        { text: 'Entre dos y cinco', tr: { ca: 'Entre dues i cinc', en: 'Two to five' } },
        { text: 'Más de cinco', tr: { ca: 'Més de cinc', en: 'More than five' } },
      ],
    },
    { kind: 'texto', text: '¿Qué echáis de menos?', tr: { ca: 'Què hi trobeu a faltar?', en: 'What do you miss?' }, mandatory: false, options: [] },
  ],
  answers: [{ 0: [0], 1: [1] }, { 0: [1], 2: 'Poder filtrar candidaturas por idioma.' }, { 0: [0], 1: [0] }],
};

/** The access key of a demo survey: the default institution's is the plain key (the guards' sample uses it). */
export const demoSurveyKey = (key: string, institutionId: BrandId) => (institutionId === 'generic' ? key : `${key}-${institutionId}`);

const MANDATORY: DemoSurvey = {
  key: 'obligatoria-demo',
  title: 'Encuesta obligatoria de inserción laboral',
  description: 'Antes de seguir usando el portal, contesta estas dos preguntas.',
  translations: {
    ca: { title: 'Enquesta obligatòria d’inserció laboral', description: 'Abans de continuar fent servir el portal, contesta aquestes dues preguntes.' },
    en: { title: 'Mandatory employment survey', description: 'Before you go on using the portal, answer these two questions.' },
  },
  target: 'Alumno',
  anonymous: false,
  questions: [
    {
      kind: 'unica',
      text: '¿Has encontrado trabajo en los últimos seis meses?',
      tr: { ca: 'Has trobat feina en els últims sis mesos?', en: 'Have you found a job in the last six months?' },
      mandatory: true,
      options: [
        { text: 'Sí', tr: { ca: 'Sí', en: 'Yes' } },
        { text: 'No', tr: { ca: 'No', en: 'No' } },
      ],
    },
    { kind: 'texto', text: '¿En qué empresa o sector?', tr: { ca: 'En quina empresa o sector?', en: 'In which company or sector?' }, mandatory: false, options: [] },
  ],
  answers: [],
};

/** The candidate the mandatory survey is for: the only one of the institution who studies `degreeId`. */
async function addSurveyedCandidate(trx: Trx, institutionId: BrandId, degreeId: number, level: string): Promise<void> {
  const model = await trx.selectFrom('users').select('password_hash').where('email', '=', demoEmail(institutionId, 'alumno')).executeTakeFirstOrThrow();
  const user = await trx
    .insertInto('users')
    .values({
      institution_id: institutionId,
      role: 'Alumno',
      email: institutionId === 'generic' ? 'encuestado@example.org' : `encuestado@${institutionId}.example.org`,
      first_name: 'Nora',
      last_name: 'Serra Pons',
      password_hash: model.password_hash,
      rgpd_version: 1,
      rgpd_accepted_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('candidates').values({ user_id: user.id, institution_id: institutionId, cv_created_at: new Date() }).execute();
  await trx
    .insertInto('candidate_studies')
    .values({ candidate_id: user.id, institution_id: institutionId, is_university: true, degree_id: degreeId, level: level as never, start_year: 2021, finished: true })
    .execute();
}

async function addSurvey(trx: Trx, institutionId: BrandId, survey: DemoSurvey, now: Date, mandatoryFor?: number): Promise<void> {
  const row = await trx
    .insertInto('surveys')
    .values({
      institution_id: institutionId,
      url_access: demoSurveyKey(survey.key, institutionId),
      title: survey.title,
      description: survey.description,
      anonymous: survey.anonymous,
      mandatory: mandatoryFor !== undefined,
      target: survey.target,
      degree_id: mandatoryFor ?? null,
      starts_at: new Date(now.getTime() - 10 * DAY),
      ends_at: new Date(now.getTime() + 60 * DAY),
      clause: null,
      language: 'es',
      translations: JSON.stringify(survey.translations ?? {}),
      // Seeded as already announced: the demo does not start with everyone's bell ringing.
      notified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questionIds: number[] = [];
  for (const [position, q] of survey.questions.entries()) {
    const question = await trx.insertInto('survey_questions').values({ survey_id: row.id, position, kind: q.kind, text: q.text, translations: JSON.stringify(q.tr ?? {}), mandatory: q.mandatory }).returning('id').executeTakeFirstOrThrow();
    questionIds.push(question.id);
  }
  const optionIds: number[][] = [];
  for (const [qi, q] of survey.questions.entries()) {
    const ids: number[] = [];
    for (const [position, o] of q.options.entries()) {
      const option = await trx
        .insertInto('survey_options')
        .values({ question_id: questionIds[qi]!, position, text: o.text, translations: JSON.stringify(o.tr ?? {}), jump_to_question_id: o.jump === undefined ? null : questionIds[o.jump]! })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(option.id);
    }
    optionIds.push(ids);
  }
  for (const [n, answers] of survey.answers.entries()) {
    const response = await trx
      .insertInto('survey_responses')
      .values({
        institution_id: institutionId,
        survey_id: row.id,
        user_id: null,
        token_hash: `demo-${institutionId}-${survey.key}-${n}`,
        answered_on: new Date(now.getTime() - (n + 1) * DAY).toISOString().slice(0, 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [qi, answer] of Object.entries(answers)) {
      const questionId = questionIds[Number(qi)]!;
      const rows =
        typeof answer === 'string'
          ? [{ response_id: response.id, question_id: questionId, option_id: null, text: answer }]
          : answer.map((oi) => ({ response_id: response.id, question_id: questionId, option_id: optionIds[Number(qi)]![oi]!, text: null }));
      await trx.insertInto('survey_answers').values(rows).execute();
    }
  }
}

export async function seedDemoSurveys(db: Kysely<Database>, options: { now: Date }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const institutionId of BRAND_IDS) {
      for (const survey of [JOBS, SATISFACTION, COMPANIES]) await addSurvey(trx, institutionId, survey, options.now);
      const studied = new Set((await trx.selectFrom('candidate_studies').select('degree_id').where('institution_id', '=', institutionId).execute()).map((r) => r.degree_id));
      const degree = [...DEGREES[institutionId]].reverse().find((d) => !studied.has(d.id) && d.extra.level === 'grado');
      if (!degree) continue;
      await addSurveyedCandidate(trx, institutionId, degree.id, degree.extra.level);
      await addSurvey(trx, institutionId, MANDATORY, options.now, degree.id);
    }
  });
}
