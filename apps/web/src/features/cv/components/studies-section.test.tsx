import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { fail, ok } from '@/testing/api-server';
import { cvFixture } from '../testing/fixtures';
import { renderCvPage, section } from '../testing/render-cv-page';

const base = cvFixture();
const university = base.estudios[0]!;
const other = base.estudios[1]!;

describe('studies', () => {
  it("shows the candidate's average grade with its scale and the decimal comma", async () => {
    await renderCvPage();
    expect(within(section('Estudios')).getByText(/Nota media: 2,6 \(escala del 1 al 4\)/)).toBeInTheDocument();
  });

  it('shows clearly that the last study cannot be deleted (62)', async () => {
    const { user, api } = await renderCvPage({
      cv: cvFixture({ estudios: [other] }),
      api: { 'POST /api/Alumno/delEstudio': () => ({ http: 409, body: fail(Status.CannotDeleteAllStudies) }) },
    });
    const studies = section('Estudios');
    await user.click(within(studies).getByRole('button', { name: `Eliminar: ${other.titulo}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar estudios' });
    expect(dialog).toHaveTextContent(`¿Quieres eliminar «${other.titulo}» de tu CV?`);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar los estudios' }));

    const alert = await within(studies).findByRole('alert');
    expect(alert).toHaveTextContent('No se pueden borrar todos los estudios');
    expect(alert).toHaveTextContent('Tu CV debe conservar al menos un estudio.');
    expect(api.callsTo('POST', '/api/Alumno/delEstudio')[0]!.body).toEqual({ id: other.id });
    expect(within(studies).getByRole('heading', { name: other.titulo })).toBeInTheDocument();
  });

  it('withdraws a university study after confirmation, and offers no delete for it', async () => {
    const withdrawn = cvFixture({ estudios: [{ ...university, fechaBaja: '2026-03-03T09:00:00.000Z' }, other] });
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/bajaEstudioUniversidad': ok(withdrawn) } });
    const studies = section('Estudios');
    expect(within(studies).queryByRole('button', { name: `Eliminar: ${university.titulo}` })).not.toBeInTheDocument();

    await user.click(within(studies).getByRole('button', { name: `Dar de baja: ${university.titulo}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Dar de baja estos estudios' });
    // Irreversible: a red button naming the action, and "Cancel" (where focus starts).
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Dar de baja los estudios' })).toHaveClass('button--danger');
    await user.click(within(dialog).getByRole('button', { name: 'Dar de baja los estudios' }));

    expect(await within(studies).findByText('Dado de baja el 3 de marzo de 2026')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/bajaEstudioUniversidad')[0]!.body).toEqual({ id: university.id });
    expect(within(studies).getByRole('status')).toHaveTextContent(`«${university.titulo}» se ha dado de baja.`);
    expect(within(studies).queryByRole('button', { name: `Editar: ${university.titulo}` })).not.toBeInTheDocument();
  });

  it('hides a university study from companies, sending the whole study', async () => {
    const hiddenCv = cvFixture({ estudios: [{ ...university, oculto: true }, other] });
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editEstudio': ok(hiddenCv) } });
    const studies = section('Estudios');
    await user.click(within(studies).getByRole('button', { name: `Ocultar a las empresas: ${university.titulo}` }));

    expect(await within(studies).findByText('Oculto a las empresas')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/editEstudio')[0]!.body).toEqual({
      id: 1,
      centro: 'Escuela Politécnica Superior',
      finalizado: false,
      notaMedia: 2.6,
      curso: 3,
      creditosSuperados: 150,
      oculto: true,
    });
    expect(within(studies).getByRole('button', { name: `Mostrar a las empresas: ${university.titulo}` })).toBeInTheDocument();
  });

  it('adds a study from outside the university, checking the years first', async () => {
    const added = { ...other, id: 9, titulo: 'Curso de diseño web', nivel: 'nivelOtros' as const, anioInicio: 2024, anioFin: 2025, centro: null };
    const { user, api } = await renderCvPage({
      api: { 'POST /api/Alumno/addEstudio': ok({ ...cvFixture({ estudios: [university, other, added] }), idNuevo: 9 }) },
    });
    const studies = section('Estudios');
    await user.click(within(studies).getByRole('button', { name: 'Añadir otros estudios' }));
    const title = within(studies).getByLabelText(/Título obtenido o en curso/);
    expect(title).toHaveFocus();
    await user.type(title, 'Curso de diseño web');
    await user.selectOptions(within(studies).getByLabelText(/Nivel de estudios/), 'Grado');
    await user.type(within(studies).getByLabelText(/Año de inicio/), '2025');
    await user.type(within(studies).getByLabelText('Año de finalización'), '2024');
    await user.click(within(studies).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(studies).getByLabelText('Año de finalización')).toHaveAccessibleDescription(expect.stringContaining('La fecha de inicio debe ser anterior a la de fin')),
    );
    expect(api.callsTo('POST', '/api/Alumno/addEstudio')).toHaveLength(0);

    await user.clear(within(studies).getByLabelText(/Año de inicio/));
    await user.type(within(studies).getByLabelText(/Año de inicio/), '2023');
    await user.type(within(studies).getByLabelText('Nota media'), '3,5');
    await user.click(within(studies).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/addEstudio')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/addEstudio')[0]!.body).toEqual({
      titulo: 'Curso de diseño web',
      nivel: 'grado',
      anioInicio: 2023,
      anioFin: 2024,
      finalizado: false,
      notaMedia: 3.5,
    });
    expect(await within(studies).findByRole('heading', { name: 'Curso de diseño web' })).toBeInTheDocument();
    expect(within(studies).getByRole('status')).toHaveTextContent('Estudios añadidos.');
  });

  it('states the grade scale where it is typed, and shows every error of the form at once on saving', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/addEstudio': ok(cvFixture()) } });
    const studies = section('Estudios');
    await user.click(within(studies).getByRole('button', { name: 'Añadir otros estudios' }));
    const grade = within(studies).getByLabelText('Nota media');
    expect(grade).toHaveAccessibleDescription(expect.stringContaining('Escala de 1 a 4'));
    expect(grade).toHaveAccessibleDescription(expect.stringContaining('Si tu nota va de 0 a 10: de 5 a 6,9 equivale a 1'));

    await user.type(grade, '8,5');
    await user.type(within(studies).getByLabelText(/Año de inicio/), '2025');
    await user.type(within(studies).getByLabelText('Año de finalización'), '2024');
    await user.click(within(studies).getByRole('button', { name: 'Guardar' }));
    // One press of Save: the title, the level, the grade and the years, all marked together.
    expect(within(studies).getByLabelText(/Título obtenido o en curso/)).toHaveAccessibleDescription(expect.stringContaining('Este campo es requerido'));
    expect(within(studies).getByLabelText(/Nivel de estudios/)).toHaveAccessibleDescription(expect.stringContaining('Este campo es requerido'));
    expect(grade).toHaveAccessibleDescription(expect.stringContaining('Escribe la nota media en la escala de 1 a 4, por ejemplo 2,5.'));
    expect(within(studies).getByLabelText('Año de finalización')).toHaveAccessibleDescription(
      expect.stringContaining('La fecha de inicio debe ser anterior a la de fin'),
    );
    expect(api.callsTo('POST', '/api/Alumno/addEstudio')).toHaveLength(0);
  });

  it('adds a degree of the university, and helps find the centre by province', async () => {
    const { user, api } = await renderCvPage({
      api: {
        'POST /api/Alumno/addEstudioUniversidad': ok(cvFixture()),
        'GET /api/Dominios/esProvinciaConIslas/28': ok({ conIslas: false, islas: [] }),
        'GET /api/Dominios/centrosEducativosDeProvincia/28': ok([{ id: 1001, nombre: 'Campus Central', localidad: 'Madrid', idProvincia: 28, idIsla: null }]),
      },
    });
    const studies = section('Estudios');
    await user.click(within(studies).getByRole('button', { name: 'Añadir estudios de la universidad' }));
    await user.selectOptions(await within(studies).findByLabelText(/Titulación de la universidad/), 'Máster en Ciencia de Datos');
    await user.type(within(studies).getByLabelText(/Año de inicio/), '2025');
    await user.click(within(studies).getByText('Buscar el centro por provincia'));
    await user.selectOptions(within(studies).getByLabelText('Provincia del centro'), 'Madrid');
    await user.click(await within(studies).findByRole('button', { name: /Usar «Campus Central»/ }));
    expect(within(studies).getByLabelText('Centro de estudios')).toHaveValue('Campus Central');
    await user.type(within(studies).getByLabelText('Curso actual'), '1');
    await user.click(within(studies).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/addEstudioUniversidad')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/addEstudioUniversidad')[0]!.body).toEqual({
      idTitulacion: 1010,
      centro: 'Campus Central',
      anioInicio: 2025,
      finalizado: false,
      curso: 1,
    });
  });
});
