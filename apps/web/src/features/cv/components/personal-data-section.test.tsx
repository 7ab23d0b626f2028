import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { brandWithPersonalRules, cvFixture, editable, hidden } from '../testing/fixtures';
import { renderCvPage, section } from '../testing/render-cv-page';

const required = { visible: true, editable: true, required: true };

describe('personal data', () => {
  it('checks the DNI with the shared rule before sending, then sends the good one normalised', async () => {
    const saved = cvFixture();
    const { user, api } = await renderCvPage({
      brand: brandWithPersonalRules({ documento: editable }),
      api: { 'POST /api/Alumno/editDatosPersonales': ok(saved) },
    });
    const personal = section('Datos personales');
    await user.click(within(personal).getByRole('button', { name: 'Editar: Datos personales' }));

    const dni = within(personal).getByLabelText('Número de identificación');
    await user.clear(dni);
    await user.type(dni, '12345678A');
    await user.tab();
    await waitFor(() => expect(dni).toHaveAccessibleDescription(expect.stringContaining('El DNI está mal formado')));
    await user.click(within(personal).getByRole('button', { name: 'Guardar' }));
    expect(api.callsTo('POST', '/api/Alumno/editDatosPersonales')).toHaveLength(0);

    await user.clear(dni);
    await user.type(dni, '12345678-z');
    await user.click(within(personal).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/editDatosPersonales')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/Alumno/editDatosPersonales')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ tipoDocumento: 'dni', documento: '12345678Z', iban: 'ES8021000418424502000513', nacionalidades: [1], idIdioma: 2 });
    // Locked fields (name, surname, student e-mail) are left to the server, which keeps what it has.
    expect(body).not.toHaveProperty('nombre');
    expect(body).not.toHaveProperty('emailEstudiante');
    expect(await within(personal).findByRole('status')).toHaveTextContent('Cambios guardados.');
    expect(within(personal).getByRole('button', { name: 'Editar: Datos personales' })).toHaveFocus();
  });

  it('marks the fields a refusal names, with the catalogue text, and keeps what was typed', async () => {
    const refusal = fail(Status.UserEmailAlreadyRegistered, undefined, {
      errores: [{ campo: 'emailPersonal', codigo: Status.UserEmailAlreadyRegistered, clave: 'email' }],
    });
    const { user } = await renderCvPage({ api: { 'POST /api/Alumno/editDatosPersonales': () => ({ http: 409, body: refusal }) } });
    const personal = section('Datos personales');
    await user.click(within(personal).getByRole('button', { name: 'Editar: Datos personales' }));
    const email = within(personal).getByLabelText(/Correo electrónico personal/);
    await user.clear(email);
    await user.type(email, 'otra@correo.example');
    await user.click(within(personal).getByRole('button', { name: 'Guardar' }));

    expect(await within(personal).findByRole('alert')).toHaveTextContent('Usuario ya registrado');
    expect(email).toHaveAccessibleDescription('Ya existe un usuario registrado con este correo electrónico.');
    expect(email).toHaveValue('otra@correo.example');
    expect(email).toHaveFocus();
  });

  it('follows the brand rules: hidden fields are not shown, locked ones are read-only, required ones are marked and checked', async () => {
    const { user, api } = await renderCvPage({
      cv: cvFixture({ datosPersonales: { ...cvFixture().datosPersonales, telefonoFijo: null } }),
      brand: brandWithPersonalRules({ iban: hidden, telefonoFijo: required }),
    });
    const personal = section('Datos personales');
    expect(within(personal).queryByText('IBAN')).not.toBeInTheDocument();
    expect(within(personal).getByText('Faltan datos obligatorios: Teléfono fijo.')).toBeInTheDocument();

    await user.click(within(personal).getByRole('button', { name: 'Editar: Datos personales' }));
    expect(within(personal).queryByLabelText('IBAN')).not.toBeInTheDocument();
    expect(within(personal).getByLabelText('Nombre')).toHaveAttribute('readonly');
    expect(within(personal).getByLabelText('Nombre')).toHaveAccessibleDescription('Lo gestiona el servicio; no se puede cambiar aquí.');
    // Nothing stored yet: the candidate may complete a non-editable field once.
    expect(within(personal).getByLabelText('Segundo apellido')).not.toHaveAttribute('readonly');
    const landline = within(personal).getByLabelText(/Teléfono fijo/);
    expect(landline).toHaveAttribute('aria-required', 'true');

    await user.click(within(personal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(landline).toHaveAccessibleDescription('Este campo es requerido'));
    expect(api.callsTo('POST', '/api/Alumno/editDatosPersonales')).toHaveLength(0);
  });

  it('checks the IBAN as one field and leaves the province out for an address abroad', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/editDatosPersonales': ok(cvFixture()) } });
    const personal = section('Datos personales');
    await user.click(within(personal).getByRole('button', { name: 'Editar: Datos personales' }));
    const iban = within(personal).getByLabelText('IBAN');
    await user.clear(iban);
    await user.type(iban, 'ES00 1234');
    await user.tab();
    await waitFor(() => expect(iban).toHaveAccessibleDescription(expect.stringContaining('El IBAN no es válido')));

    await user.clear(iban);
    await user.type(iban, 'es91 2100 0418 4502 0005 1332');
    await user.selectOptions(within(personal).getByLabelText('País de residencia'), 'Alemania');
    expect(within(personal).queryByLabelText('Provincia de residencia')).not.toBeInTheDocument();
    await user.click(within(personal).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/editDatosPersonales')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/Alumno/editDatosPersonales')[0]!.body as Record<string, unknown>;
    expect(body.iban).toBe('ES9121000418450200051332');
    expect(body.idPais).toBe(2);
    expect(body).not.toHaveProperty('idProvincia');
  });

  it('changes the login e-mail with editDatosEmail', async () => {
    const { user, api } = await renderCvPage({
      api: { 'POST /api/Alumno/editDatosEmail': (request: ApiRequest) => ok(cvFixture({ email: (request.body as { email: string }).email })) },
    });
    const account = section('Correo electrónico de la cuenta');
    await user.click(within(account).getByRole('button', { name: 'Editar: Correo electrónico de la cuenta' }));
    const email = within(account).getByLabelText(/Correo electrónico de acceso/);
    await user.clear(email);
    await user.type(email, 'no-es-un-correo');
    await user.click(within(account).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('El email está mal formado')));

    await user.clear(email);
    await user.type(email, 'lucia.nueva@example.org');
    await user.click(within(account).getByRole('button', { name: 'Guardar' }));
    expect(await within(account).findByText('lucia.nueva@example.org')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/editDatosEmail')[0]!.body).toEqual({ email: 'lucia.nueva@example.org' });
    expect(screen.getAllByText('lucia.nueva@example.org').length).toBeGreaterThan(0);
  });
});
