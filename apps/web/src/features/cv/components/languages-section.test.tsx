import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { fail, ok } from '@/testing/api-server';
import { cvFixture } from '../testing/fixtures';
import { renderCvPage, section } from '../testing/render-cv-page';

const base = cvFixture();

describe('languages', () => {
  it('needs both the language and the level, and offers only languages not in the CV yet', async () => {
    const french = { id: 8, idIdioma: 4, idioma: 'Francés', idNivel: 1, nivel: 'A1 (acceso)', certificado: null };
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/addIdioma': ok({ ...cvFixture({ idiomas: [...base.idiomas, french] }), idNuevo: 8 }) } });
    const languages = section('Idiomas');
    await user.click(within(languages).getByRole('button', { name: 'Añadir un idioma' }));
    await user.click(within(languages).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(languages).getByLabelText(/^Lengua/)).toHaveAccessibleDescription('Este campo es requerido'));
    expect(within(languages).getByLabelText(/Nivel alcanzado/)).toHaveAccessibleDescription('Este campo es requerido');
    expect(api.callsTo('POST', '/api/Alumno/addIdioma')).toHaveLength(0);

    const options = within(within(languages).getByLabelText(/^Lengua/)).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Elige una opción', 'Catalán', 'Francés']);
    await user.selectOptions(within(languages).getByLabelText(/^Lengua/), 'Francés');
    await user.selectOptions(within(languages).getByLabelText(/Nivel alcanzado/), 'A1 (acceso)');
    await user.click(within(languages).getByRole('button', { name: 'Guardar' }));

    expect(await within(languages).findByRole('heading', { name: 'Francés' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/addIdioma')[0]!.body).toEqual({ idIdioma: 4, idNivel: 1 });
    expect(within(languages).getByRole('status')).toHaveTextContent('Idioma añadido.');
    expect(within(languages).getByRole('button', { name: 'Añadir un idioma' })).toHaveFocus();
  });

  it('edits an entry, and shows a repeated language (8) on its field', async () => {
    const refusal = fail(Status.AlreadyExists, undefined, { errores: [{ campo: 'idIdioma', codigo: Status.AlreadyExists, clave: 'malformed' }] });
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editIdioma': () => ({ http: 409, body: refusal }) } });
    const languages = section('Idiomas');
    await user.click(within(languages).getByRole('button', { name: 'Editar: Inglés' }));
    expect(within(languages).getByRole('heading', { name: 'Editar: Inglés' })).toBeInTheDocument();
    await user.clear(within(languages).getByLabelText('Certificado'));
    await user.type(within(languages).getByLabelText('Certificado'), 'IELTS 7');
    await user.click(within(languages).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(within(languages).getByLabelText(/^Lengua/)).toHaveAccessibleDescription('Los datos que intentas guardar ya existían.'));
    expect(api.callsTo('POST', '/api/Alumno/editIdioma')[0]!.body).toEqual({ id: 3, idIdioma: 3, idNivel: 4, certificado: 'IELTS 7' });
    expect(within(languages).getByLabelText('Certificado')).toHaveValue('IELTS 7');
  });

  it('deletes a language after a yes/no question', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/delIdioma': ok(cvFixture({ idiomas: [base.idiomas[0]!] })) } });
    const languages = section('Idiomas');
    await user.click(within(languages).getByRole('button', { name: 'Eliminar: Inglés' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar el idioma' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.callsTo('POST', '/api/Alumno/delIdioma')).toHaveLength(0);

    await user.click(within(languages).getByRole('button', { name: 'Eliminar: Inglés' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(within(languages).queryByRole('heading', { name: 'Inglés' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/Alumno/delIdioma')[0]!.body).toEqual({ id: 3 });
    expect(within(languages).getByRole('status')).toHaveTextContent('Inglés se ha eliminado.');
  });
});
