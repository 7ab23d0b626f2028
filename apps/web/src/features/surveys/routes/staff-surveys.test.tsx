import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffSurveyItem } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import { staffSurvey } from '../testing/survey-data';
import StaffSurveysPages from './staff-surveys-pages';

const item: StaffSurveyItem = {
  id: staffSurvey.id,
  urlAcceso: staffSurvey.urlAcceso,
  titulo: staffSurvey.titulo,
  destinatarios: 'Alumno',
  anonima: false,
  obligatoria: false,
  fechaInicio: staffSurvey.fechaInicio,
  fechaFin: staffSurvey.fechaFin,
  abierta: true,
  respuestas: 0,
};
const degree = (id: number, nombre: string) => ({ id, nombre });

function renderBuilder() {
  const posted: ApiRequest[] = [];
  const view = renderPage('/gestion/encuestas', tableRoute('staff-surveys', <StaffSurveysPages />), {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameEncuestasGestor': ok([item]),
      'GET /api/Gestor/dameEncuestaGestor/7': ok(staffSurvey),
      'GET /api/Dominios/dominios/es': ok({ titulaciones: [degree(5, 'Grado en Derecho'), degree(9, 'Grado en Informática')] }),
      'POST /api/Gestor/guardaEncuestaGestor': (request: ApiRequest) => {
        posted.push(request);
        return ok(staffSurvey);
      },
    } as never,
  });
  return { ...view, posted };
}

describe('the survey builder', () => {
  it('builds a survey with a jump, a degree and its Catalan texts, and saves it', async () => {
    const { user, posted } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Nueva encuesta' }));
    const form = screen.getByRole('form', { name: 'Nueva encuesta' });
    await user.selectOptions(within(form).getByLabelText(/^Idioma de la encuesta/), 'es');
    await user.type(within(form).getByLabelText(/^Título \(Castellano\)/), 'Inserción laboral');
    await user.selectOptions(within(form).getByLabelText(/^Titulación/), 'Grado en Informática');

    // Question 1: single choice with two options; a second question added; option 1 jumps to it... then a third.
    const first = within(form).getByRole('group', { name: 'Pregunta 1' });
    await user.type(within(first).getByLabelText(/^Texto de la pregunta/), '¿Trabajas?');
    await user.type(within(first).getByLabelText(/^Opción 1/), 'Sí');
    await user.type(within(first).getByLabelText(/^Opción 2/), 'No');
    await user.click(within(form).getByRole('button', { name: 'Añadir pregunta' }));
    await user.click(within(form).getByRole('button', { name: 'Añadir pregunta' }));
    const second = within(form).getByRole('group', { name: 'Pregunta 2' });
    await user.type(within(second).getByLabelText(/^Texto de la pregunta/), '¿De qué?');
    await user.selectOptions(within(second).getByLabelText(/^Tipo/), 'texto');
    const third = within(form).getByRole('group', { name: 'Pregunta 3' });
    await user.type(within(third).getByLabelText(/^Texto de la pregunta/), '¿Algo más?');
    await user.selectOptions(within(third).getByLabelText(/^Tipo/), 'texto');
    await user.selectOptions(within(first).getByLabelText(/^Salto de la opción 1/), 'Ir a la pregunta 3: ¿Algo más?');

    // The Catalan texts: the title and the first question translated, the rest left to fall back.
    await user.click(within(form).getByRole('button', { name: 'Catalán' }));
    await user.type(within(form).getByLabelText(/^Título \(Catalán\)/), 'Inserció laboral');
    await user.type(within(first).getByLabelText(/^Texto de la pregunta/), 'Treballes?');

    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Encuesta «Inserción laboral» guardada.');
    const body = posted[0]?.body as { preguntas: { clave: string; opciones: { destino: string }[] }[] };
    expect(body).toMatchObject({
      idioma: 'es',
      titulo: 'Inserción laboral',
      traducciones: { ca: { titulo: 'Inserció laboral' } },
      idTitulacion: 9,
      destinatarios: 'Alumno',
      preguntas: [
        { tipo: 'unica', texto: '¿Trabajas?', traducciones: { ca: 'Treballes?' }, opciones: [{ texto: 'Sí' }, { texto: 'No', destino: '' }] },
        { tipo: 'texto', texto: '¿De qué?', traducciones: {}, opciones: [] },
        { tipo: 'texto', texto: '¿Algo más?', opciones: [] },
      ],
    });
    expect(body.preguntas[0]!.opciones[0]!.destino).toBe(body.preguntas[2]!.clave);
    expect(body).not.toHaveProperty('tipoOferta');
  });

  it('targets companies by the type of offer they published', async () => {
    const { user, posted } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Nueva encuesta' }));
    const form = screen.getByRole('form', { name: 'Nueva encuesta' });
    await user.type(within(form).getByLabelText(/^Título \(/), 'Empresas en prácticas');
    await user.selectOptions(within(form).getByLabelText(/^Destinatarios/), 'Empresa');
    expect(within(form).queryByLabelText(/^Titulación/)).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Empresas con ofertas de/), 'Prácticas');
    const first = within(form).getByRole('group', { name: 'Pregunta 1' });
    await user.type(within(first).getByLabelText(/^Texto de la pregunta/), '¿Contratasteis?');
    await user.type(within(first).getByLabelText(/^Opción 1/), 'Sí');
    await user.type(within(first).getByLabelText(/^Opción 2/), 'No');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('guardada');
    expect(posted[0]?.body).toMatchObject({ destinatarios: 'Empresa', tipoOferta: 'practicas' });
    expect(posted[0]?.body).not.toHaveProperty('idTitulacion');
  });

  it('opens a saved survey with its degree and translations, and fills the empty languages from one', async () => {
    const { user, posted } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: `Editar: ${item.titulo}` }));
    const form = await screen.findByRole('form', { name: 'Editar encuesta' });
    expect(within(form).getByLabelText(/^Titulación/)).toHaveValue('5');
    expect(within(form).getByLabelText(/^Título \(Castellano\)/)).toHaveValue('Tu situación laboral');
    await user.click(within(form).getByRole('button', { name: 'Inglés' }));
    expect(within(form).getByLabelText(/^Título \(Inglés\)/)).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Catalán' }));
    expect(within(form).getByLabelText(/^Título \(Catalán\)/)).toHaveValue('La teva situació laboral');
    await user.click(within(form).getByRole('button', { name: 'Rellena los otros idiomas con este' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('guardada');
    // English was empty: it takes the Catalan; the Spanish, written, stays.
    expect(posted[0]?.body).toMatchObject({
      id: 7,
      titulo: 'Tu situación laboral',
      traducciones: { ca: { titulo: 'La teva situació laboral' }, en: { titulo: 'La teva situació laboral' } },
      preguntas: [{ texto: '¿Algo más?', traducciones: { ca: 'Alguna cosa més?', en: 'Alguna cosa més?' } }],
    });
  });
});
