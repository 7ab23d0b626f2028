import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, type InstitutionSettings, type SsoSettings } from '@portal/shared';
import { fail, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import SettingsPage from './settings';

const general: InstitutionSettings = { mantenimiento: false, mantenimientoServidor: false, flags: [], campos: [] };
const sso: SsoSettings = {
  activo: false,
  emisor: '',
  idCliente: '',
  secretoGuardado: false,
  claim: 'email',
  campo: 'email',
  urlRetorno: 'https://empleo.uib.example/acceso',
};

function renderSso(save: ApiHandler) {
  return renderPage('/gestion/configuracion', tableRoute('staff-settings', <SettingsPage />), {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameConfiguracionInstitucion': ok(general),
      'GET /api/Gestor/dameAccesoUnicoGestor': ok(sso),
      'POST /api/Gestor/editaAccesoUnicoGestor': save,
    },
  });
}

describe("the institution's single sign-on settings", () => {
  it('shows the return address to register, sends the provider, client, secret and claim, and forgets the typed secret', async () => {
    const posted: ApiRequest[] = [];
    const { user } = renderSso((request) => {
      posted.push(request);
      return { status: Status.ChangesSaved, datos: { ...sso, activo: true, emisor: 'https://idp.uib.example', idCliente: 'portal', secretoGuardado: true, claim: 'dni', campo: 'documento' } };
    });
    const form = within(await screen.findByRole('form', { name: 'Acceso único (cuenta de la universidad)' }));
    expect(form.getByText('https://empleo.uib.example/acceso').tagName).toBe('CODE');
    expect(form.getByText('Todavía no hay ningún secreto guardado.')).toBeInTheDocument();
    await user.click(form.getByLabelText('Activar el acceso único'));
    await user.type(form.getByLabelText('Emisor (issuer)'), 'https://idp.uib.example');
    await user.type(form.getByLabelText('Identificador de cliente'), 'portal');
    await user.type(form.getByLabelText('Secreto de cliente'), 's3cret');
    await user.clear(form.getByLabelText('Dato que identifica a la persona (claim)'));
    await user.type(form.getByLabelText('Dato que identifica a la persona (claim)'), 'dni');
    await user.selectOptions(form.getByLabelText('Se compara con'), 'documento');
    await user.click(form.getByRole('button', { name: 'Guardar el acceso único' }));
    expect(await screen.findByText('Se han guardado los ajustes del acceso único.')).toBeInTheDocument();
    expect(posted[0]?.body).toEqual({ activo: true, emisor: 'https://idp.uib.example', idCliente: 'portal', secreto: 's3cret', claim: 'dni', campo: 'documento' });
    expect(form.getByLabelText('Secreto de cliente')).toHaveValue('');
    expect(form.getByText('Hay un secreto guardado: déjalo en blanco para conservarlo.')).toBeInTheDocument();
  });

  it('marks the field the server names when turning it on is refused', async () => {
    const { user } = renderSso(fail(Status.MissingMandatoryData, undefined, { errores: [{ campo: 'secreto', codigo: 15, clave: 'required' }] }));
    const form = within(await screen.findByRole('form', { name: 'Acceso único (cuenta de la universidad)' }));
    await user.click(form.getByLabelText('Activar el acceso único'));
    await user.click(form.getByRole('button', { name: 'Guardar el acceso único' }));
    expect(await form.findByLabelText('Secreto de cliente')).toHaveAttribute('aria-invalid', 'true');
  });
});
