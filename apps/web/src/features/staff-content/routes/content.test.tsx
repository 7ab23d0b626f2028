import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, type DataProtectionText, type StaffCommunication } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import ContentPage from './content';

const communication: StaffCommunication = {
  id: 5,
  destinatarios: 'Empresa',
  desde: '2026-11-01',
  hasta: null,
  textoCa: 'Fira d’ocupació',
  textoEs: 'Feria de empleo',
  textoEn: 'Job fair',
  enlace: null,
};
const rgpd: DataProtectionText = { version: 2, fecha: '2026-01-01T10:00:00.000Z', textoCa: 'Text de dades', textoEs: 'Texto de datos', textoEn: 'Data text', aceptadoPor: 10, usuarios: 12 };

function renderContent() {
  const posted: ApiRequest[] = [];
  const view = renderPage('/gestion/contenidos', tableRoute('staff-content', <ContentPage />), {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameComunicacionesGestor': ok([communication]),
      'GET /api/Gestor/dameTextoProteccionDatosGestor': ok(rgpd),
      'POST /api/Gestor/guardaComunicacionGestor': (request) => {
        posted.push(request);
        return { status: 514, datos: { ...communication, id: 6 } };
      },
      'POST /api/Gestor/publicaTextoProteccionDatosGestor': (request) => {
        posted.push(request);
        return { status: 514, datos: { ...rgpd, version: 3, aceptadoPor: 0 } };
      },
    },
  });
  return { ...view, posted };
}

describe('the content page', () => {
  it('lists the communications with their audience and creates one', async () => {
    const { user, posted } = renderContent();
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('Feria de empleo');
    expect(row).toHaveTextContent('Empresas');
    expect(row).toHaveTextContent('sin fecha de fin');
    await user.click(screen.getByRole('button', { name: 'Nuevo comunicado' }));
    const form = screen.getByRole('form', { name: 'Nuevo comunicado' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Destinatarios/ }), 'Alumno');
    await user.type(within(form).getByRole('textbox', { name: /Texto en castellano/ }), 'Jornada de puertas abiertas');
    await user.type(within(form).getByRole('textbox', { name: /Texto en catalán/ }), 'Jornada de portes obertes');
    await user.type(within(form).getByRole('textbox', { name: /Texto en inglés/ }), 'Open day');
    await user.click(within(form).getByRole('button', { name: 'Guardar el comunicado' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Comunicado guardado.');
    expect(posted[0]?.body).toMatchObject({ destinatarios: 'Alumno', textoEs: 'Jornada de puertas abiertas', textoCa: 'Jornada de portes obertes', textoEn: 'Open day' });
  });

  it('needs the Spanish text only, and marks a refusal on the exact language field (issue 22, point 8)', async () => {
    const posted: ApiRequest[] = [];
    const { user } = renderPage('/gestion/contenidos', tableRoute('staff-content', <ContentPage />), {
      user: staffMember,
      api: {
        'GET /api/Gestor/dameComunicacionesGestor': ok([communication]),
        'GET /api/Gestor/dameTextoProteccionDatosGestor': ok(rgpd),
        'POST /api/Gestor/guardaComunicacionGestor': (request) => {
          posted.push(request);
          return posted.length === 1
            ? fail(Status.MissingMandatoryData, undefined, { errores: [{ campo: 'textoCa', codigo: Status.MissingMandatoryData, clave: 'minLength' }] })
            : { status: 514, datos: { ...communication, id: 6 } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nuevo comunicado' }));
    const form = screen.getByRole('form', { name: 'Nuevo comunicado' });
    const catalan = within(form).getByRole('textbox', { name: /Texto en catalán/ });
    expect(catalan).not.toBeRequired();
    expect(within(form).getByRole('textbox', { name: /Texto en inglés/ })).not.toBeRequired();
    await user.type(within(form).getByRole('textbox', { name: /Texto en castellano/ }), 'Jornada de puertas abiertas');
    await user.type(catalan, 'Jo');
    await user.click(within(form).getByRole('button', { name: 'Guardar el comunicado' }));
    await waitFor(() => expect(catalan).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByRole('textbox', { name: /Texto en castellano/ })).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(catalan);
    await user.click(within(form).getByRole('button', { name: 'Guardar el comunicado' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Comunicado guardado.');
    expect(posted[1]?.body).toEqual(expect.not.objectContaining({ textoCa: expect.anything() }));
    expect(posted[1]?.body).toMatchObject({ textoEs: 'Jornada de puertas abiertas' });
  });

  it('publishes a new data-protection version after confirming', async () => {
    const { user, posted } = renderContent();
    await user.click(await screen.findByRole('tab', { name: 'Protección de datos' }));
    expect(await screen.findByText(/Versión 2, publicada el/)).toBeInTheDocument();
    expect(screen.getByText('Lo han aceptado 10 de 12 usuarios.')).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: /Texto en castellano/, description: undefined });
    await user.clear(text);
    await user.type(text, 'Texto nuevo de protección de datos');
    await user.click(screen.getByRole('button', { name: 'Publicar una versión nueva' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Publicar una versión nueva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publicar una versión nueva' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Versión 3 publicada.');
    expect(posted[0]?.body).toEqual({ textoEs: 'Texto nuevo de protección de datos', textoCa: 'Text de dades', textoEn: 'Data text' });
  });
});
