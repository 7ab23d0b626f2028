import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InstitutionSettings } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import { configurationKeys } from '@/lib/query-keys';
import { configuration } from '@/testing/test-data';
import SettingsPage from './settings';

const rule = { visible: true, editable: true, requerido: false };
const settings = (over: Partial<InstitutionSettings> = {}): InstitutionSettings => ({
  mantenimiento: false,
  mantenimientoServidor: false,
  flags: [
    { nombre: 'hasEventos', valor: true, defecto: true },
    { nombre: 'canBorrarCuenta', valor: false, defecto: true },
  ],
  campos: [
    { area: 'oferta', campo: 'salario', regla: rule, defecto: rule },
    { area: 'datosPersonales', campo: 'telefonoFijo', regla: rule, defecto: rule },
  ],
  ...over,
});

function renderSettings(initial = settings()) {
  const posted: ApiRequest[] = [];
  const answer = (next: InstitutionSettings) => (request: ApiRequest) => {
    posted.push(request);
    return { status: 514, datos: next };
  };
  const view = renderPage('/gestion/configuracion', tableRoute('staff-settings', <SettingsPage />), {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameConfiguracionInstitucion': ok(initial),
      'POST /api/Gestor/editaMantenimientoGestor': answer(settings({ mantenimiento: true })),
      'POST /api/Gestor/editaFlagsGestor': answer(initial),
      'POST /api/Gestor/editaCamposGestor': answer(initial),
      'POST /api/Gestor/creaPaseModoDios': ok({ pase: 'gm1.abc.def', caduca: '2030-01-01T08:00:00.000Z' }),
      'POST /api/Gestor/retiraPasesModoDios': (request: ApiRequest) => {
        posted.push(request);
        return ok({ retiradosHasta: '2030-01-01T00:00:00.000Z' });
      },
    },
  });
  return { ...view, posted };
}

describe('the institution settings', () => {
  it('creates a god-mode pass to copy, uses it in this browser, and withdraws every pass after confirming', async () => {
    const { user, posted } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Crear un pase' }));
    expect(await screen.findByRole('textbox', { name: 'Pase de modo dios' })).toHaveValue('gm1.abc.def');
    await user.click(screen.getByRole('button', { name: 'Usar en este navegador' }));
    expect(JSON.parse(localStorage.getItem('godMode') ?? '{}')).toEqual({ pase: 'gm1.abc.def', caduca: '2030-01-01T08:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Retirar todos los pases' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Retirar todos los pases de modo dios?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirar todos los pases' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pases de modo dios retirados.');
    expect(posted.map((request) => request.path)).toEqual(['/api/Gestor/retiraPasesModoDios']);
    expect(localStorage.getItem('godMode')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Pase de modo dios' })).not.toBeInTheDocument();
  });

  it('switches maintenance on after confirming', async () => {
    const { user, posted } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Activar el mantenimiento' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Activar el mantenimiento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activar el mantenimiento' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Mantenimiento activado.');
    expect(posted[0]?.body).toEqual({ activo: true });
    expect(screen.getByRole('button', { name: 'Desactivar el mantenimiento' })).toBeInTheDocument();
  });

  it('shows each flag with its default where it differs and saves them all', async () => {
    const { user, posted } = renderSettings();
    const deletion = await screen.findByRole('checkbox', { name: 'Los candidatos pueden pedir la baja' });
    expect(deletion).not.toBeChecked();
    expect(screen.getByText('Por defecto: Sí')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Eventos' }));
    await user.click(screen.getByRole('button', { name: 'Guardar las funciones' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Funciones guardadas.');
    expect(posted[0]?.body).toEqual({ flags: { hasEventos: false, canBorrarCuenta: false } });
  });

  it('a save makes the portal read its configuration again, so the staff member sees the change at once', async () => {
    const { user, queryClient } = renderSettings();
    queryClient.setQueryData(configurationKeys.all, configuration());
    await user.click(await screen.findByRole('checkbox', { name: 'Eventos' }));
    expect(queryClient.getQueryState(configurationKeys.all)?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Guardar las funciones' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Funciones guardadas.');
    expect(queryClient.getQueryState(configurationKeys.all)?.isInvalidated).toBe(true);
  });

  it('names every field in the language of the page, never by its key', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Datos personales' }));
    expect(screen.getByRole('rowheader', { name: /Teléfono fijo/ })).toBeInTheDocument();
    expect(screen.queryByText('telefonoFijo')).not.toBeInTheDocument();
  });

  it('making a field required makes it shown and editable too, per form', async () => {
    const { user, posted } = renderSettings();
    await user.click(await screen.findByRole('tab', { name: 'Datos personales' }));
    await user.click(screen.getByRole('checkbox', { name: 'Teléfono fijo: Visible' }));
    await user.click(screen.getByRole('checkbox', { name: 'Teléfono fijo: Obligatorio' }));
    expect(screen.getByRole('checkbox', { name: 'Teléfono fijo: Visible' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar los campos' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Campos guardados.');
    expect(posted[0]?.body).toEqual({ area: 'datosPersonales', campos: [{ campo: 'telefonoFijo', visible: true, editable: true, requerido: true }] });
  });
});
