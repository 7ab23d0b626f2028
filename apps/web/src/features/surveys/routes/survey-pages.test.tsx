import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SURVEY_TEXT_MAX, type SurveyAccess } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import { jumpSurvey } from '../testing/survey-data';
import SurveysPages from './surveys-pages';

const access: SurveyAccess = { ...jumpSurvey, preguntas: undefined } as unknown as SurveyAccess;

function renderSurvey(path: string, options: { signedIn?: boolean; survey?: typeof jumpSurvey; api?: Record<string, unknown> } = {}) {
  const posted: ApiRequest[] = [];
  const survey = options.survey ?? jumpSurvey;
  const view = renderPage(path, [...tableRoute('survey', <SurveysPages />), ...tableRoute('survey-access', <SurveysPages />)], {
    ...(options.signedIn === false ? {} : { user: candidate }),
    api: {
      [`POST /api/Encuestas/accesoEncuesta/${survey.urlAcceso}`]: ok({ ...access, ...survey }),
      [`POST /api/Encuestas/logaUsuario/${survey.urlAcceso}`]: ok({ token: 't'.repeat(43), encuesta: survey }),
      [`POST /api/Encuestas/logaAnonimo/${survey.urlAcceso}`]: (request: ApiRequest) => {
        posted.push(request);
        return ok({ token: 'a'.repeat(43), encuesta: survey });
      },
      [`POST /api/Encuestas/guardaContestacionEncuesta/${survey.urlAcceso}`]: (request: ApiRequest) => {
        posted.push(request);
        return ok({ respondida: true });
      },
      'GET /api/Alumno/editaUsuario': ok(candidate),
      ...options.api,
    } as never,
  });
  return { ...view, posted };
}

describe('answering a survey', () => {
  it('refuses to go on without a mandatory answer, follows the jump, goes back and sends the path taken', async () => {
    const { user, posted } = renderSurvey('/encuestas/empleabilidad-demo');
    const form = await screen.findByRole('form', { name: 'Tu situación laboral' });
    expect(within(form).getByText('Pregunta 1 de 3')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Siguiente' }));
    expect(await within(form).findByText('Debes contestar esta pregunta para continuar.')).toBeInTheDocument();

    // "Sí" jumps to question 3: question 2 is skipped.
    await user.click(within(form).getByRole('radio', { name: 'Sí' }));
    await user.click(within(form).getByRole('button', { name: 'Siguiente' }));
    expect(await within(form).findByText('Pregunta 3 de 3')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Enviar respuestas' })).toBeInTheDocument();

    // Back to question 1, "No" leads to question 2 instead.
    await user.click(within(form).getByRole('button', { name: 'Anterior' }));
    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.click(within(form).getByRole('button', { name: 'Siguiente' }));
    expect(await within(form).findByText('Pregunta 2 de 3')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Idiomas' }));
    await user.click(within(form).getByRole('button', { name: 'Siguiente' }));

    // The text answer stops at the limit of 256 characters.
    const text = within(form).getByRole('textbox', { name: '¿Quieres añadir algo?' });
    expect(text).toHaveAttribute('maxLength', String(SURVEY_TEXT_MAX));
    await user.click(text);
    await user.paste('x'.repeat(SURVEY_TEXT_MAX + 10));
    expect((text as HTMLTextAreaElement).value).toHaveLength(SURVEY_TEXT_MAX);
    await user.click(within(form).getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias por contestar!' })).toBeInTheDocument();
    expect(posted[0]?.body).toEqual({
      token: 't'.repeat(43),
      lContestaciones: [
        { idPregunta: 1, idsOpcion: [12] },
        { idPregunta: 2, idsOpcion: [22] },
        { idPregunta: 3, texto: 'x'.repeat(SURVEY_TEXT_MAX) },
      ],
    });
  });

  it('starts again from the first question with nothing chosen', async () => {
    const { user } = renderSurvey('/encuestas/empleabilidad-demo');
    const form = await screen.findByRole('form', { name: 'Tu situación laboral' });
    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.click(within(form).getByRole('button', { name: 'Siguiente' }));
    expect(await within(form).findByText('Pregunta 2 de 3')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Empezar de nuevo' }));
    expect(await within(form).findByText('Pregunta 1 de 3')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('shows a refusal of the server in place (40 a mandatory question unanswered)', async () => {
    const { user } = renderSurvey('/encuestas/empleabilidad-demo', { api: { 'POST /api/Encuestas/guardaContestacionEncuesta/empleabilidad-demo': fail(40) } });
    const form = await screen.findByRole('form', { name: 'Tu situación laboral' });
    await user.click(within(form).getByRole('radio', { name: 'Sí' }));
    await user.click(within(form).getByRole('button', { name: 'Siguiente' }));
    await user.click(await within(form).findByRole('button', { name: 'Enviar respuestas' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
  });

  it("shows the texts the server gives in the reader's language", async () => {
    const catalan = {
      ...jumpSurvey,
      titulo: 'La teva situació laboral',
      preguntas: [{ ...jumpSurvey.preguntas[0]!, texto: 'Treballes actualment?' }, ...jumpSurvey.preguntas.slice(1)],
    };
    renderSurvey('/enquestes/empleabilidad-demo', { survey: catalan });
    const form = await screen.findByRole('form', { name: 'La teva situació laboral' });
    expect(within(form).getByText('Treballes actualment?')).toBeInTheDocument();
  });
});

describe('the access page', () => {
  it('offers a signed-in candidate to start', async () => {
    renderSurvey('/encuestas/empleabilidad-demo/acceso');
    expect(await screen.findByRole('heading', { name: 'Tu situación laboral' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empezar la encuesta' })).toHaveAttribute('href', '/encuestas/empleabilidad-demo');
  });

  it('lets anyone answer an anonymous survey once the clause is accepted', async () => {
    const anonymous = { ...jumpSurvey, anonima: true, textoRGPD: 'Tratamos tus respuestas sin saber quién eres.' };
    const { user, posted } = renderSurvey('/encuestas/empleabilidad-demo/acceso', { signedIn: false, survey: anonymous });
    const start = await screen.findByRole('button', { name: 'Contestar de forma anónima' });
    expect(screen.getByRole('button', { name: 'Iniciar sesión y contestar' })).toBeInTheDocument();
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /acepto la información sobre protección de datos/ }));
    await user.click(start);
    expect(await screen.findByRole('form', { name: 'Tu situación laboral' })).toBeInTheDocument();
    expect(posted[0]?.body).toEqual({ aceptaRGPD: true });
  });

  it('says when the survey is not open', async () => {
    renderSurvey('/encuestas/empleabilidad-demo/acceso', { signedIn: false, survey: { ...jumpSurvey, abierta: false } });
    expect(await screen.findByText('Esta encuesta no está abierta en este momento.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Iniciar sesión y contestar' })).not.toBeInTheDocument();
  });
});
