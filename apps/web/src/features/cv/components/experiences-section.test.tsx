import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/api-server';
import { cvFixture } from '../testing/fixtures';
import { renderCvPage, section } from '../testing/render-cv-page';

const base = cvFixture();
const job = base.experiencias[0]!;

describe('experiences', () => {
  it('adds an experience with an attachment, after checking the dates', async () => {
    const added = { ...job, id: 2, puesto: 'Becaria de desarrollo', empresa: 'Tecnologías Norte SL', adjunto: null };
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/addExperiencia': ok({ ...cvFixture({ experiencias: [job, added] }), idNuevo: 2 }) } });
    const experiences = section('Experiencia profesional');
    await user.click(within(experiences).getByRole('button', { name: 'Añadir una experiencia' }));
    await user.type(within(experiences).getByLabelText(/^Puesto/), 'Becaria de desarrollo');
    await user.type(within(experiences).getByLabelText(/Empresa o entidad/), 'Tecnologías Norte SL');
    await user.type(within(experiences).getByLabelText(/Fecha de inicio/), '2026-02-01');
    await user.type(within(experiences).getByLabelText('Fecha de fin'), '2026-01-01');
    await user.selectOptions(within(experiences).getByLabelText('Sector de actividad'), 'Tecnologías de la información');
    await user.upload(within(experiences).getByLabelText('Archivo adjunto'), new File(['%PDF-1.4 carta'], 'carta.pdf', { type: 'application/pdf' }));
    expect(await within(experiences).findByText('carta.pdf')).toBeInTheDocument();
    await user.click(within(experiences).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(experiences).getByLabelText('Fecha de fin')).toHaveAccessibleDescription(expect.stringContaining('La fecha de inicio debe ser anterior a la de fin')),
    );
    expect(api.callsTo('POST', '/api/Alumno/addExperiencia')).toHaveLength(0);

    await user.clear(within(experiences).getByLabelText('Fecha de fin'));
    await user.click(within(experiences).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/addExperiencia')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/Alumno/addExperiencia')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ puesto: 'Becaria de desarrollo', empresa: 'Tecnologías Norte SL', fechaInicio: '2026-02-01', idSector: 9 });
    expect(body).not.toHaveProperty('fechaFin');
    expect(body.adjunto).toEqual({ ficheroB64ParaAltas: expect.stringMatching(/^data:application\/pdf;base64,/), extension_adjunto: 'pdf', nombre: 'carta.pdf' });
    expect(await within(experiences).findByRole('heading', { name: 'Becaria de desarrollo' })).toBeInTheDocument();
  });

  it('edits an experience, removing its stored attachment (quitarAdjunto)', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editExperiencia': ok(cvFixture({ experiencias: [{ ...job, adjunto: null }] })) } });
    const experiences = section('Experiencia profesional');
    await user.click(within(experiences).getByRole('button', { name: `Editar: ${job.puesto}` }));
    expect(within(experiences).getByText('certificado.pdf')).toBeInTheDocument();
    await user.click(within(experiences).getByRole('button', { name: 'Quitar certificado.pdf' }));
    expect(within(experiences).getByText('Has quitado «certificado.pdf». Puedes elegir otro.')).toBeInTheDocument();
    expect(within(experiences).getByLabelText('Archivo adjunto')).toHaveFocus();
    await user.click(within(experiences).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/editExperiencia')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/editExperiencia')[0]!.body).toMatchObject({ id: 1, puesto: job.puesto, quitarAdjunto: true, idTipoContrato: 2 });
  });

  it('deletes an experience after confirmation and moves focus to the section heading', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/delExperiencia': ok(cvFixture({ experiencias: [] })) } });
    const experiences = section('Experiencia profesional');
    await user.click(within(experiences).getByRole('button', { name: `Eliminar: ${job.puesto}` }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('También se eliminará su archivo adjunto.');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí' }));

    expect(await within(experiences).findByText('Todavía no has añadido experiencia profesional.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/delExperiencia')[0]!.body).toEqual({ id: 1 });
    await waitFor(() => expect(within(experiences).getByRole('heading', { name: 'Experiencia profesional' })).toHaveFocus());
  });
});
