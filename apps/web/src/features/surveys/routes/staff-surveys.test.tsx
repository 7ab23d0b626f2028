import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, type StaffSurveyItem } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
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
  // Pasting a text in one event: typing it key by key costs seconds on a loaded machine and proves nothing more here.
  const fill = async (field: HTMLElement, text: string) => {
    await view.user.click(field);
    await view.user.paste(text);
  };
  return { ...view, posted, fill };
}

describe('the survey builder', () => {
  it('targets companies by the type of offer they published', async () => {
    const { user, posted, fill } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Nueva encuesta' }));
    const form = screen.getByRole('form', { name: 'Nueva encuesta' });
    await fill(within(form).getByLabelText(/^Título \(/), 'Empresas en prácticas');
    await user.selectOptions(within(form).getByLabelText(/^Destinatarios/), 'Empresa');
    expect(within(form).queryByLabelText(/^Titulación/)).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Empresas con ofertas de/), 'Prácticas');
    const first = within(form).getByRole('group', { name: 'Pregunta 1' });
    await fill(within(first).getByLabelText(/^Texto de la pregunta/), '¿Contratasteis?');
    await fill(within(first).getByLabelText(/^Opción 1/), 'Sí');
    await fill(within(first).getByLabelText(/^Opción 2/), 'No');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('guardada');
    expect(posted[0]?.body).toMatchObject({ destinatarios: 'Empresa', tipoOferta: 'practicas' });
    expect(posted[0]?.body).not.toHaveProperty('idTitulacion');
  });

  it('builds a survey whose first answer jumps over the second question, and saves it', async () => {
    const { user, posted, fill } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Nueva encuesta' }));
    const form = screen.getByRole('form', { name: 'Nueva encuesta' });
    await fill(within(form).getByLabelText(/^Título \(Castellano\)/), 'Inserción laboral');
    const first = within(form).getByRole('group', { name: 'Pregunta 1' });
    await fill(within(first).getByLabelText(/^Texto de la pregunta/), '¿Trabajas?');
    await fill(within(first).getByLabelText(/^Opción 1/), 'Sí');
    await fill(within(first).getByLabelText(/^Opción 2/), 'No');
    await user.click(within(form).getByRole('button', { name: 'Añadir pregunta' }));
    await user.click(within(form).getByRole('button', { name: 'Añadir pregunta' }));
    for (const [n, text] of [
      [2, '¿De qué?'],
      [3, '¿Algo más?'],
    ] as const) {
      const question = within(form).getByRole('group', { name: `Pregunta ${n}` });
      await fill(within(question).getByLabelText(/^Texto de la pregunta/), text);
      await user.selectOptions(within(question).getByLabelText(/^Tipo/), 'texto');
    }
    await user.selectOptions(within(first).getByLabelText(/^Salto de la opción 1/), 'Ir a la pregunta 3: ¿Algo más?');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Encuesta «Inserción laboral» guardada.');
    const body = posted[0]?.body as { preguntas: { clave: string; opciones: { destino: string }[] }[] };
    expect(body).toMatchObject({
      idioma: 'es',
      titulo: 'Inserción laboral',
      destinatarios: 'Alumno',
      preguntas: [
        { tipo: 'unica', texto: '¿Trabajas?', opciones: [{ texto: 'Sí' }, { texto: 'No', destino: '' }] },
        { tipo: 'texto', texto: '¿De qué?', opciones: [] },
        { tipo: 'texto', texto: '¿Algo más?', opciones: [] },
      ],
    });
    expect(body.preguntas[0]!.opciones[0]!.destino).toBe(body.preguntas[2]!.clave);
    expect(body).not.toHaveProperty('idTitulacion');
  });

  it('addresses it to the candidates of a degree, with its Catalan texts beside the Spanish', async () => {
    const { user, posted, fill } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Nueva encuesta' }));
    const form = screen.getByRole('form', { name: 'Nueva encuesta' });
    await fill(within(form).getByLabelText(/^Título \(Castellano\)/), 'Inserción laboral');
    await user.selectOptions(within(form).getByLabelText(/^Titulación/), 'Grado en Informática');
    const first = within(form).getByRole('group', { name: 'Pregunta 1' });
    await user.selectOptions(within(first).getByLabelText(/^Tipo/), 'texto');
    await fill(within(first).getByLabelText(/^Texto de la pregunta/), '¿Trabajas?');
    // The Catalan texts: the title and the question translated; the description is left to fall back.
    await user.click(within(form).getByRole('button', { name: 'Catalán' }));
    expect(within(first).getByLabelText(/^Texto de la pregunta/)).toHaveAttribute('placeholder', '¿Trabajas?');
    await fill(within(form).getByLabelText(/^Título \(Catalán\)/), 'Inserció laboral');
    await fill(within(first).getByLabelText(/^Texto de la pregunta/), 'Treballes?');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Encuesta «Inserción laboral» guardada.');
    expect(posted[0]?.body).toMatchObject({
      idioma: 'es',
      titulo: 'Inserción laboral',
      traducciones: { ca: { titulo: 'Inserció laboral' } },
      idTitulacion: 9,
      preguntas: [{ tipo: 'texto', texto: '¿Trabajas?', traducciones: { ca: 'Treballes?' }, opciones: [] }],
    });
    expect(posted[0]?.body).not.toHaveProperty('tipoOferta');
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

  it('says a refused delete inside its dialog, and forgets it once the dialog is closed', async () => {
    const { user } = renderPage('/gestion/encuestas', tableRoute('staff-surveys', <StaffSurveysPages />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameEncuestasGestor': ok([item]),
        'POST /api/Gestor/borraEncuestaGestor': fail(Status.ActionNotAllowed),
      } as never,
    });
    const row = (await screen.findByText(item.titulo)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Borrar/ }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Acción no permitida');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
