import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, type CompanyContact, type CompanyData } from '@portal/shared';
import { fail, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, companyContact, configuration } from '@/testing/test-data';
import MyCompanyPage from './my-company';

const item = (id: number, nombre: string) => ({ id, nombre, codigo: null, idPadre: null, atributos: {} });
const domains = ok({ sectores: [item(1, 'Turismo'), item(2, 'Tecnología')], paises: [item(1, 'España'), item(13, 'Francia')], provincias: [item(7, 'Illes Balears')] });

const company: CompanyData = {
  idEmpresa: 10,
  cif: 'B12345674',
  nombreFiscal: 'Talleres Vidal SL',
  nombreComercial: 'Talleres Vidal',
  estado: 'validated',
  idSector: 1,
  sector: 'Turismo',
  startup: false,
  idTipoEmpresa: null,
  direccion: null,
  cp: null,
  poblacion: null,
  idPais: null,
  idProvincia: null,
  provincia: null,
  web: null,
  numEmpleados: null,
  descripcion: 'Línea uno\nLínea dos',
  informacionTratamientoDeDatos: null,
};

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
  direccion: 'Calle Mayor 1',
  localidad: 'Palma',
  cp: '07001',
  nif: null,
  idPais: 1,
  provincia: null,
  tipoContacto: [9],
  aniosForoEmpleo: [],
  principal: true,
};

function renderMyCompany(overrides: Record<string, ApiHandler> = {}, marca = brand()) {
  return renderPage('/mi-empresa', tableRoute('my-company', <MyCompanyPage />), {
    user: companyContact,
    configuration: configuration(marca),
    api: {
      'GET /api/Dominios/dominios/es': domains,
      'GET /api/Empresa/dameDatosEmpresa': ok(company),
      'GET /api/Empresa/dameDatosContactoEmpresa': ok({ idContacto: 2, contactos: [me] }),
      'GET /api/empresa/dameCuentasFacturacion': ok([]),
      ...overrides,
    },
  });
}

describe('/mi-empresa', () => {
  it('checks the company rules before sending, then saves every field and keeps the line breaks', async () => {
    const { user, api } = renderMyCompany({
      'POST /api/Empresa/editaEmpresaCompletos': (request: ApiRequest) => ({ status: Status.ChangesSaved, datos: { ...company, ...(request.body as object) } }),
    });
    const address = await screen.findByLabelText(/^Dirección/);
    // The stored sector shows in its select (the options arrive before the form is drawn).
    expect(screen.getByLabelText(/^Sector/)).toHaveDisplayValue('Turismo');
    await user.click(screen.getByRole('button', { name: 'Guardar los datos' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Tipo de empresa/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/Empresa/editaEmpresaCompletos')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/^Tipo de empresa/), 'Empresa privada');
    await user.type(address, 'Carrer Major 3');
    await user.type(screen.getByLabelText(/^Código postal/), '07001');
    await user.selectOptions(screen.getByLabelText(/^País/), 'Francia');
    // Outside Spain the province is written, not chosen.
    expect(screen.queryByRole('combobox', { name: /^Provincia/ })).toBeNull();
    await user.type(screen.getByLabelText(/^Provincia o región/), 'Provence');
    await user.click(screen.getByRole('button', { name: 'Guardar los datos' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/guardad/i);
    const [request] = api.callsTo('POST', '/api/Empresa/editaEmpresaCompletos') as [ApiRequest];
    expect(request.body).toMatchObject({ idTipoEmpresa: 1, direccion: 'Carrer Major 3', idPais: 13, provincia: 'Provence', descripcion: 'Línea uno\nLínea dos' });
  });

  it("shows the server's refusal on its field: 8, the CIF of another company", async () => {
    const { user } = renderMyCompany({
      'POST /api/Empresa/editaEmpresaCompletos': fail(Status.AlreadyExists, undefined, { errores: [{ campo: 'cif', codigo: 8, clave: 'malformed' }] }),
    });
    await user.selectOptions(await screen.findByLabelText(/^Tipo de empresa/), 'Empresa privada');
    await user.type(screen.getByLabelText(/^Dirección/), 'Carrer Major 3');
    await user.type(screen.getByLabelText(/^Código postal/), '07001');
    await user.selectOptions(screen.getByLabelText(/^País/), 'España');
    await user.selectOptions(screen.getByLabelText(/^Provincia/), 'Illes Balears');
    await user.click(screen.getByRole('button', { name: 'Guardar los datos' }));
    await waitFor(() => expect(screen.getByLabelText(/^CIF/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a contact; contact types only where the brand asks for them', async () => {
    const added = { ...me, idContacto: 3, nombre: 'Laura', apellidos: 'Mas', email: 'laura@vidal.example', principal: false };
    let contactos = [me];
    const { user, api } = renderMyCompany(
      {
        'GET /api/Empresa/dameDatosContactoEmpresa': () => ok({ idContacto: 2, contactos }),
        'POST /api/Empresa/addContactoEmpresa': () => {
          contactos = [me, added];
          return { status: Status.ContactCreated, datos: { idContacto: 2, contactos } };
        },
      },
      brand('generic', { flags: { requestTipoContacto: true } }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Contactos' }));
    await user.click(await screen.findByRole('button', { name: 'Añadir un contacto' }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText(/^Nombre/), 'Laura');
    await user.type(within(panel).getByLabelText(/^Apellidos/), 'Mas');
    await user.type(within(panel).getByLabelText(/^Cargo/), 'Técnica');
    await user.type(within(panel).getByLabelText(/^Correo electrónico/), 'laura@vidal.example');
    await user.type(within(panel).getByLabelText(/^Teléfono \(/), '600 123');
    await user.type(within(panel).getByLabelText(/^Dirección/), 'Carrer Major 3');
    await user.type(within(panel).getByLabelText(/^Código postal/), '07001');
    await user.type(within(panel).getByLabelText(/^Localidad/), 'Palma');
    await user.click(within(panel).getByLabelText('Facturación'));
    await user.click(within(panel).getByRole('button', { name: 'Guardar el contacto' }));
    // Too short a phone (spec 1 §5: at least 9 digits) is refused on the form.
    await waitFor(() => expect(within(panel).getByLabelText(/^Teléfono \(/)).toHaveAttribute('aria-invalid', 'true'));
    await user.type(within(panel).getByLabelText(/^Teléfono \(/), ' 456');
    await user.click(within(panel).getByRole('button', { name: 'Guardar el contacto' }));

    expect(await screen.findByRole('status')).toBeInTheDocument();
    const [request] = api.callsTo('POST', '/api/Empresa/addContactoEmpresa') as [ApiRequest];
    expect(request.body).toMatchObject({ nombre: 'Laura', telefono1: '600 123 456', tipoContacto: [3] });
    expect(await screen.findByText(/laura@vidal.example/)).toBeInTheDocument();
  });

  it('hides the contact types when the brand does not ask for them', async () => {
    const { user } = renderMyCompany();
    await user.click(await screen.findByRole('tab', { name: 'Contactos' }));
    await user.click(await screen.findByRole('button', { name: 'Añadir un contacto' }));
    expect(screen.queryByLabelText('Facturación')).toBeNull();
    expect(screen.getByRole('group', { name: /foro de empleo/ })).toBeInTheDocument();
  });

  it('adds a fiscal account prefilled from the company, with the postal address only when invoices go by post', async () => {
    const { user, api } = renderMyCompany({
      'GET /api/Empresa/dameDatosEmpresa': ok({ ...company, direccion: 'Carrer Major 3', cp: '07001', poblacion: 'Palma', idPais: 1, idProvincia: 7, provincia: 'Illes Balears' }),
      'POST /api/Empresa/addCuentaFacturacion': { status: Status.ChangesSaved, datos: { idCuenta: 1, cuentas: [] } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Cuentas de facturación' }));
    await user.click(await screen.findByRole('button', { name: 'Añadir una cuenta de facturación' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByLabelText(/^Razón social/)).toHaveValue('Talleres Vidal SL');
    expect(within(panel).queryByLabelText(/^Dirección de envío/)).toBeNull();
    await user.click(within(panel).getByLabelText('Quiero recibir las facturas por correo postal'));
    await user.click(within(panel).getByRole('button', { name: 'Guardar la cuenta' }));
    await waitFor(() => expect(within(panel).getByLabelText(/^Dirección de envío/)).toHaveAttribute('aria-invalid', 'true'));
    await user.type(within(panel).getByLabelText(/^Dirección de envío/), 'Apartado 12, Palma');
    await user.click(within(panel).getByRole('button', { name: 'Guardar la cuenta' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Empresa/addCuentaFacturacion')).toHaveLength(1));
    expect((api.callsTo('POST', '/api/Empresa/addCuentaFacturacion')[0] as ApiRequest).body).toMatchObject({
      CIF: 'B12345674',
      idPais: 1,
      idProvincia: 7,
      requiereEnvioPostalFacturas: true,
      domicilioEnvioPostal: 'Apartado 12, Palma',
    });
  });
});
