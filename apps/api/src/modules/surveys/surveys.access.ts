import { Status } from '@portal/shared';
import { EMPRESA, GESTOR, candidate, one, pub, type AccessEntries, type GuardFixtures } from '../../testing/access-rules.ts';

/** The open demo survey of the default institution that the demo candidate has to answer (demo-surveys.ts). */
export const DEMO_SURVEY_KEY = 'empleabilidad-demo';

/** A survey of another institution: the default one's callers get 35 and nothing of it. */
async function foreignSurvey(fx: GuardFixtures) {
  return one<{ id: number; title: string; url_access: string }>(fx, `select id, title, url_access from surveys where institution_id = 'uib' order by id limit 1`);
}

const foreignRead = (token: 'Alumno' | 'Gestor', where: 'params' | 'query' = 'params', by: 'key' | 'id' = 'key') => ({
  what: "another institution's survey",
  refusal: Status.SurveyNotFound,
  async build(fx: GuardFixtures) {
    const survey = await foreignSurvey(fx);
    const value = by === 'key' ? survey.url_access : survey.id;
    return { token: fx.tokens[token], [where]: { id: value }, secrets: [survey.title] };
  },
});

const responsesOf = (fx: GuardFixtures, surveyId: number) => () => fx.rows(`select * from survey_responses where survey_id = ${surveyId} order by id`);

/** Who may call the surveys' routes; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  'GET /api/Alumno/dameEncuestasUsuario': candidate,
  'GET /api/Empresa/dameEncuestas': { access: EMPRESA },
  'POST /api/Encuestas/accesoEncuesta/:id': pub({ params: { id: DEMO_SURVEY_KEY }, body: {} }),
  'GET /api/Encuestas/:id': pub({ params: { id: DEMO_SURVEY_KEY } }),
  // The university's sign-on for a survey: public (the person has no session); another institution's survey is 35
  // (surveys-sso.test.ts), and the UIB's sign-on never answers at the default institution's host.
  'POST /api/Encuestas/iniciaLoginIntegrado/:id': pub({ params: { id: DEMO_SURVEY_KEY }, body: {} }),
  'POST /api/Encuestas/validaRespuestaLoginIntegrado/:id': pub({ params: { id: DEMO_SURVEY_KEY }, body: { respuesta: '?code=nada&state=nada' } }),
  'POST /api/Encuestas/logaAnonimo/:id': pub({ params: { id: DEMO_SURVEY_KEY }, body: {} }),
  'POST /api/Encuestas/guardaContestacionEncuesta/:id': pub({ params: { id: DEMO_SURVEY_KEY }, body: { token: 'x'.repeat(40), lContestaciones: [] } }),
  'POST /api/Encuestas/logaUsuario/:id': { access: ['Alumno', 'Empresa'], otherOwner: foreignRead('Alumno') },
  'GET /api/Encuestas/guardaAceptacionRGPD': { access: ['Alumno', 'Empresa'], otherOwner: foreignRead('Alumno', 'query') },
  'GET /api/Gestor/dameEncuestasGestor': { access: GESTOR },
  'GET /api/Gestor/dameEncuestaGestor/:id': { access: GESTOR, otherOwner: foreignRead('Gestor', 'params', 'id') },
  'GET /api/Gestor/dameResultadosEncuestaGestor/:id': { access: GESTOR, otherOwner: foreignRead('Gestor', 'params', 'id') },
  'GET /api/Gestor/exportaResultadosEncuestaGestor/:id': { access: GESTOR, otherOwner: foreignRead('Gestor', 'params', 'id') },
  'POST /api/Gestor/guardaEncuestaGestor': {
    access: GESTOR,
    otherOwner: {
      what: "another institution's survey (id)",
      refusal: Status.SurveyNotFound,
      async build(fx) {
        const survey = await foreignSurvey(fx);
        const body = {
          id: survey.id,
          titulo: 'Encuesta cambiada',
          anonima: false,
          obligatoria: false,
          destinatarios: 'Alumno',
          fechaInicio: '2026-01-01T00:00:00Z',
          fechaFin: '2027-01-01T00:00:00Z',
          preguntas: [{ clave: 'p1', tipo: 'texto', texto: '¿Algo?', obligatoria: false, opciones: [] }],
        };
        return { token: fx.tokens.Gestor, body, secrets: [survey.title], snapshot: () => fx.rows(`select * from surveys where id = ${survey.id}`) };
      },
    },
  },
  'POST /api/Gestor/borraEncuestaGestor': {
    access: GESTOR,
    otherOwner: {
      what: "another institution's survey (id)",
      refusal: Status.SurveyNotFound,
      async build(fx) {
        const survey = await foreignSurvey(fx);
        return { token: fx.tokens.Gestor, body: { id: survey.id }, secrets: [survey.title], snapshot: responsesOf(fx, survey.id) };
      },
    },
  },
};
