import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, TOKEN_STORAGE_KEY, type CompanyContact } from '@portal/shared';
import { getSession } from '@/lib/session';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact, makeToken } from '@/testing/test-data';
import MyProfilePage from './my-profile';
import RequestAccountPage from './request-account';

const item = (id: number, nombre: string) => ({ id, nombre, codigo: null, idPadre: null, atributos: {} });
const domains = ok({ sectores: [item(1, 'Turismo')], paises: [item(1, 'España')], provincias: [item(7, 'Illes Balears')] });

describe('/solicitar-cuenta', () => {
  function renderRequest(answer = { status: Status.CompanyRegistered, datos: { idEmpresa: 5, estado: 'pending' } }) {
    return renderPage('/solicitar-cuenta', tableRoute('request-account', <RequestAccountPage />), {
      api: {
        'GET /api/Dominios/dominios/es': domains,
        'GET /api/Empresa/existeCIF/:cif/:token': (request: ApiRequest) => ok({ existe: request.path.includes('B65410011') }),
        'POST /api/Empresa/guardarUsuarioEmpresa': answer,
      },
    });
  }

  async function fill(user: ReturnType<typeof renderRequest>['user'], cif: string) {
    await user.type(await screen.findByLabelText(/^CIF/), cif);
    await user.selectOptions(screen.getByLabelText(/^Sector/), 'Turismo');
    await user.type(screen.getByLabelText(/^Razón social/), 'Fundació Mar i Feina');
    await user.type(screen.getByLabelText(/^Nombre comercial/), 'Mar i Feina');
    await user.type(screen.getByLabelText(/^Nombre \(/), 'Pau');
    await user.type(screen.getByLabelText(/^Apellidos/), 'Serra');
    await user.type(screen.getByLabelText(/^Cargo/), 'Gerente');
    await user.type(screen.getByLabelText(/^Teléfono/), '600123456');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'pau@marifeina.example');
    await user.type(screen.getByLabelText(/^Contraseña/), 'MarFeina2024');
    await user.type(screen.getByLabelText(/^Repite la contraseña/), 'MarFeina2024');
    await user.click(screen.getByLabelText('He leído y acepto la política de privacidad'));
  }

  it('checks the CIF by its control character, sends the request without a session, and says what happens next', async () => {
    const { user, api } = renderRequest();
    await fill(user, 'G1234567E');
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    await waitFor(() => expect(screen.getByLabelText(/^CIF/)).toHaveAccessibleDescription(/El CIF o NIF está mal formado/));
    expect(api.callsTo('POST', '/api/Empresa/guardarUsuarioEmpresa')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^CIF/));
    await user.type(screen.getByLabelText(/^CIF/), 'G1234567D');
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    expect(await screen.findByRole('heading', { name: 'Solicitud enviada' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('pau@marifeina.example');
    const [request] = api.callsTo('POST', '/api/Empresa/guardarUsuarioEmpresa') as [ApiRequest];
    expect(request.body).toMatchObject({ cif: 'G1234567D', idSector: 1, email: 'pau@marifeina.example', aceptaPrivacidad: true });
    expect(request.headers.authorization).toBeUndefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('tells a registered company when the CIF box is left, and shows 44 on the e-mail', async () => {
    const { user } = renderRequest(fail(Status.EmailBelongsToAnotherCompany, undefined, { errores: [{ campo: 'email', codigo: 44, clave: 'malformed' }] }) as never);
    await user.type(await screen.findByLabelText(/^CIF/), 'B65410011');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText(/^CIF/)).toHaveAccessibleDescription(/ya tiene cuenta/));
    await user.clear(screen.getByLabelText(/^CIF/));
    await fill(user, 'G1234567D');
    await user.click(screen.getByRole('button', { name: 'Enviar la solicitud' }));
    await waitFor(() => expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('/mi-perfil', () => {
  const me: CompanyContact = {
    idContacto: 2,
    nombre: 'Marc',
    apellidos: 'Vidal',
    puesto: 'Gerente',
    email: 'empresa@example.org',
    nick: null,
    telefono1: '971000000',
    telefono2: null,
    departamento: null,
    direccion: null,
    localidad: null,
    cp: null,
    nif: null,
    idPais: null,
    provincia: null,
    tipoContacto: [9],
    aniosForoEmpleo: [2015],
    principal: true,
  };

  it('edits my own contact record and switches to my other company with a new session', async () => {
    const other = { ...companyContact, idEmpresa: 11, nombreEmpresa: 'Vidal Nàutica' };
    const newToken = makeToken({ rol: 'Empresa', emp: 11 });
    const { user, api } = renderPage('/mi-perfil', tableRoute('my-profile', <MyProfilePage />), {
      user: companyContact,
      api: {
        'GET /api/Dominios/dominios/es': domains,
        'GET /api/Empresa/dameDatosContactoEmpresa': ok({ idContacto: 2, contactos: [me] }),
        'POST /api/Empresa/editaContactoEmpresa': (request: ApiRequest) => ({ status: Status.ChangesSaved, datos: { idContacto: 2, contactos: [{ ...me, ...(request.body as object) }] } }),
        'GET /api/Empresa/dameEmpresasContacto': ok({
          idEmpresaActual: 10,
          empresas: [
            { idEmpresa: 10, nombre: 'Talleres Vidal SL', validada: true },
            { idEmpresa: 11, nombre: 'Vidal Nàutica', validada: true },
          ],
        }),
        'POST /api/Empresa/cambiaEmpresa': ok({ token: newToken, expira: 0, rgpdPendiente: false, usuario: other }),
      },
    });
    await user.type(await screen.findByLabelText(/^Dirección/), 'Moll Vell 5');
    await user.type(screen.getByLabelText(/^Código postal/), '07001');
    await user.type(screen.getByLabelText(/^Localidad/), 'Palma');
    expect(screen.getByRole('checkbox', { name: '2015' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar mis datos' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/guardad/i);
    const [edit] = api.callsTo('POST', '/api/Empresa/editaContactoEmpresa') as [ApiRequest];
    expect(edit.body).toMatchObject({ idContacto: 2, direccion: 'Moll Vell 5', aniosForoEmpleo: [2015] });

    const switcher = await screen.findByRole('region', { name: 'Cambiar de empresa' });
    expect(switcher).toHaveTextContent('Talleres Vidal SL');
    await user.selectOptions(screen.getByLabelText('Empresa'), 'Vidal Nàutica');
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    await waitFor(() => expect(getSession().token).toBe(newToken));
    expect(getSession().user?.idEmpresa).toBe(11);
    expect((api.callsTo('POST', '/api/Empresa/cambiaEmpresa')[0] as ApiRequest).body).toEqual({ idEmpresa: 11 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows no switch for a contact of one company', async () => {
    renderPage('/mi-perfil', tableRoute('my-profile', <MyProfilePage />), {
      user: companyContact,
      api: {
        'GET /api/Dominios/dominios/es': domains,
        'GET /api/Empresa/dameDatosContactoEmpresa': ok({ idContacto: 2, contactos: [me] }),
        'GET /api/Empresa/dameEmpresasContacto': ok({ idEmpresaActual: 10, empresas: [{ idEmpresa: 10, nombre: 'Talleres Vidal SL', validada: true }] }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Guardar mis datos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cambiar de empresa' })).toBeNull();
  });
});
