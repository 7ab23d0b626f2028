import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRESENTATION_MAX } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { cvFixture } from '../testing/fixtures';
import { renderCvPage, section } from '../testing/render-cv-page';

const base = cvFixture();

describe('active search and work permit', () => {
  it('turns the job search off at once and says plainly that enrolling then is not possible (54)', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editDatosBusquedaActivaTrabajo': ok(cvFixture({ busquedaActivaTrabajo: false })) } });
    const search = section('Búsqueda activa');
    const jobs = within(search).getByRole('switch', { name: 'Búsqueda activa de empleo' });
    expect(jobs).toHaveAttribute('aria-checked', 'true');
    expect(jobs).toHaveAccessibleDescription('Puedes inscribirte en ofertas de empleo.');

    await user.click(jobs);
    await waitFor(() => expect(jobs).toHaveAttribute('aria-checked', 'false'));
    expect(api.callsTo('POST', '/api/Alumno/editDatosBusquedaActivaTrabajo')[0]!.body).toEqual({ activa: false });
    expect(jobs).toHaveAccessibleDescription('No puedes inscribirte en ofertas de empleo hasta que la actives.');
    expect(within(search).getByRole('status')).toHaveTextContent('Búsqueda activa de empleo desactivada.');
  });

  it('warns with the catalogue text when both searches are off', async () => {
    await renderCvPage({ cv: cvFixture({ busquedaActivaPracticas: false, busquedaActivaTrabajo: false }) });
    expect(within(section('Búsqueda activa')).getByText('Para inscribirte tienes que activar la búsqueda activa en tu CV.')).toBeInTheDocument();
  });

  it('saves the work permit with its switch', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editPermisoTrabajo': ok(cvFixture({ permisoTrabajo: true })) } });
    const permit = within(section('Permiso de trabajo')).getByRole('switch', { name: 'Tengo permiso de trabajo en España' });
    await user.click(permit);
    await waitFor(() => expect(permit).toHaveAttribute('aria-checked', 'true'));
    expect(api.callsTo('POST', '/api/Alumno/editPermisoTrabajo')[0]!.body).toEqual({ permiso: true });
  });
});

describe('text sections', () => {
  it('counts the presentation characters and clears it when emptied', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editPresentacion': ok(cvFixture({ presentacion: null })) } });
    const presentation = section('Presentación');
    await user.click(within(presentation).getByRole('button', { name: 'Editar: Presentación' }));
    const text = within(presentation).getByLabelText('Texto de presentación');
    expect(text).toHaveAccessibleDescription(expect.stringContaining(`25 de ${PRESENTATION_MAX} caracteres`));
    await user.clear(text);
    await user.type(text, 'Yo');
    await user.click(within(presentation).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(expect.stringContaining('El campo no tiene la longitud mínima requerida')));
    await user.clear(text);
    await user.click(within(presentation).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/editPresentacion')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/editPresentacion')[0]!.body).toEqual({});
    expect(await within(presentation).findByText('Todavía no has escrito tu presentación.')).toBeInTheDocument();
  });

  it('accepts a portfolio link, but on LinkedIn only a profile address', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editEnlacePortfolio': (request: ApiRequest) => ok(cvFixture({ enlacePortfolio: (request.body as { enlace: string }).enlace })) } });
    const portfolio = section('Portfolio o LinkedIn');
    await user.click(within(portfolio).getByRole('button', { name: 'Editar: Portfolio o LinkedIn' }));
    const link = within(portfolio).getByLabelText('Enlace a tu portfolio o perfil de LinkedIn');
    await user.clear(link);
    await user.type(link, 'https://www.linkedin.com/company/acme');
    await user.click(within(portfolio).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(expect.stringContaining('La dirección web está mal formada')));

    await user.clear(link);
    await user.type(link, 'https://www.linkedin.com/in/lucia-martin');
    await user.click(within(portfolio).getByRole('button', { name: 'Guardar' }));
    expect(await within(portfolio).findByRole('link', { name: /linkedin\.com\/in\/lucia-martin/ })).toHaveAttribute('target', '_blank');
    expect(api.callsTo('POST', '/api/Alumno/editEnlacePortfolio')[0]!.body).toEqual({ enlace: 'https://www.linkedin.com/in/lucia-martin' });
  });
});

describe('lists and choices', () => {
  it('picks interests with the filter and saves the whole list', async () => {
    const { user, api } = await renderCvPage({
      api: { 'POST /api/Alumno/editInteres': ok(cvFixture({ intereses: [{ id: 1, nombre: 'Desarrollo web' }, { id: 3, nombre: 'Análisis de datos' }] })) },
    });
    const interests = section('Intereses');
    await user.click(within(interests).getByRole('button', { name: 'Editar: Intereses' }));
    await user.type(within(interests).getByLabelText('Filtrar intereses'), 'analisis');
    const options = within(interests).getAllByRole('button', { pressed: false });
    expect(options.map((option) => option.textContent)).toEqual(['+Análisis de datos']);
    await user.click(options[0]!);
    expect(within(interests).getByRole('button', { name: 'Quitar Análisis de datos' })).toBeInTheDocument();
    await user.click(within(interests).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/editInteres')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/editInteres')[0]!.body).toEqual({ idsTags: [1, 3] });
    expect(await within(interests).findByText('Análisis de datos')).toBeInTheDocument();
  });

  it('saves the professional profile with driving licences as codes', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editProfesionales': ok(base) } });
    const profile = section('Perfil profesional');
    await user.click(within(profile).getByRole('button', { name: 'Editar: Perfil profesional' }));
    await user.click(within(profile).getByLabelText('C - Camiones'));
    await user.click(within(profile).getByLabelText('Tengo vehículo propio'));
    await user.click(within(profile).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/editProfesionales')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/editProfesionales')[0]!.body).toEqual({
      carnetsConducir: ['B', 'C'],
      vehiculoPropio: true,
      disponibilidadViajar: false,
      disponibilidadTraslado: true,
      trabajandoActualmente: false,
    });
  });

  it('clears the preferred practice period and requires a training level', async () => {
    const { user, api } = await renderCvPage({
      api: { 'POST /api/Alumno/editDatosPreferenciaPracticas': ok(cvFixture({ idPeriodoPreferencia: null, periodoPreferencia: null })) },
    });
    const period = section('Periodo de prácticas preferido');
    await user.click(within(period).getByRole('button', { name: 'Editar: Periodo de prácticas preferido' }));
    await user.selectOptions(within(period).getByLabelText('Periodo preferido para las prácticas'), 'Ninguno');
    await user.click(within(period).getByRole('button', { name: 'Guardar' }));
    expect(await within(period).findByText('Sin preferencia.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/editDatosPreferenciaPracticas')[0]!.body).toEqual({});

    const level = section('Nivel formativo');
    await user.click(within(level).getByRole('button', { name: 'Editar: Nivel formativo' }));
    await user.selectOptions(within(level).getByLabelText(/Nivel formativo/), 'Elige una opción');
    await user.click(within(level).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(level).getByLabelText(/Nivel formativo/)).toHaveAccessibleDescription(expect.stringContaining('Este campo es requerido')));
    expect(api.callsTo('POST', '/api/Alumno/editarNivelFormativoSNE')).toHaveLength(0);
  });
});
