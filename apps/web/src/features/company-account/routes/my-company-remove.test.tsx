import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, type CompanyContact, type CompanyData, type FiscalAccount } from '@portal/shared';
import { fail, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, companyContact, configuration } from '@/testing/test-data';
import MyCompanyPage from './my-company';

/** /mi-empresa: removing a contact (borraContactoEmpresa) and a fiscal account (borraCuentaFacturacion). */

const domains = ok({ sectores: [], paises: [], provincias: [] });

const company: CompanyData = {
  idEmpresa: 10,
  cif: 'B12345674',
  nombreFiscal: 'Talleres Vidal SL',
  nombreComercial: 'Talleres Vidal',
  estado: 'validated',
  idSector: 1,
  sector: 'Turismo',
  startup: false,
  idTipoEmpresa: 1,
  direccion: 'Carrer Major 3',
  cp: '07001',
  poblacion: 'Palma',
  idPais: 1,
  idProvincia: 7,
  provincia: 'Illes Balears',
  web: null,
  numEmpleados: null,
  descripcion: null,
  informacionTratamientoDeDatos: null,
};

const contact = (idContacto: number, nombre: string, apellidos: string, email: string, principal = false): CompanyContact => ({
  idContacto,
  nombre,
  apellidos,
  puesto: 'Gerente',
  email,
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
  principal,
});
const me = contact(2, 'Marc', 'Vidal', 'empresa@example.org', true);
const laura = contact(3, 'Laura', 'Mas', 'laura@vidal.example');

const account = (idCuenta: number, NombreFiscal: string): FiscalAccount => ({
  idCuenta,
  NombreFiscal,
  CIF: 'B12345674',
  requiereEnvioPostalFacturas: false,
  domicilioFiscal: 'Carrer Major 3',
  idProvincia: 7,
  Provincia: 'Illes Balears',
  poblacion: 'Palma',
  idPais: 1,
  cp: '07001',
  domicilioEnvioPostal: null,
});

function renderMyCompany(overrides: Record<string, ApiHandler> = {}) {
  return renderPage('/mi-empresa', tableRoute('my-company', <MyCompanyPage />), {
    user: companyContact,
    configuration: configuration(brand()),
    api: {
      'GET /api/Dominios/dominios/es': domains,
      'GET /api/Empresa/dameDatosEmpresa': ok(company),
      'GET /api/Empresa/dameDatosContactoEmpresa': ok({ idContacto: 2, contactos: [me, laura] }),
      'GET /api/empresa/dameCuentasFacturacion': ok([]),
      ...overrides,
    },
  });
}

describe('/mi-empresa: removing a contact', () => {
  it('asks first, says what follows, removes on confirmation and refreshes the list; never offers to remove yourself', async () => {
    let contactos = [me, laura];
    const { user, api } = renderMyCompany({
      'GET /api/Empresa/dameDatosContactoEmpresa': () => ok({ idContacto: 2, contactos }),
      'POST /api/Empresa/borraContactoEmpresa': () => {
        contactos = [me];
        return { status: Status.ChangesSaved, datos: { idContacto: 2, contactos } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Contactos' }));
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByText(/laura@vidal.example/);
    // The caller's own contact has no remove button (the server would answer 612).
    expect(within(panel).queryByRole('button', { name: 'Eliminar a Marc Vidal' })).toBeNull();

    // Cancelling sends nothing.
    await user.click(within(panel).getByRole('button', { name: 'Eliminar a Laura Mas' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar a Laura Mas de los contactos?' });
    expect(dialog).toHaveTextContent(/sus sesiones abiertas se cerrarán/);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST', '/api/Empresa/borraContactoEmpresa')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Eliminar a Laura Mas' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar el contacto' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(panel).findByRole('status')).toHaveTextContent('Laura Mas ya no es contacto de la empresa.');
    expect(within(panel).queryByText(/laura@vidal.example/)).toBeNull();
    const [request] = api.callsTo('POST', '/api/Empresa/borraContactoEmpresa') as [ApiRequest];
    expect(request.body).toEqual({ idContacto: 3 });
  });

  it("keeps the dialog open with the server's refusal (613, the company's last contact)", async () => {
    const { user } = renderMyCompany({ 'POST /api/Empresa/borraContactoEmpresa': fail(Status.LastCompanyContact) });
    await user.click(await screen.findByRole('tab', { name: 'Contactos' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar a Laura Mas' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar el contacto' }));
    expect(await within(dialog).findByText(/al menos un contacto con acceso al portal/)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/laura@vidal.example/);
  });
});

describe('/mi-empresa: removing a fiscal account', () => {
  it('asks first, removes on confirmation and the list refreshes without it', async () => {
    let cuentas = [account(5, 'Talleres Vidal SL'), account(6, 'Cuenta Antigua SL')];
    const { user, api } = renderMyCompany({
      'GET /api/empresa/dameCuentasFacturacion': () => ok(cuentas),
      'POST /api/Empresa/borraCuentaFacturacion': () => {
        cuentas = [account(5, 'Talleres Vidal SL')];
        return { status: Status.ChangesSaved, datos: cuentas };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Cuentas de facturación' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(await within(panel).findByRole('button', { name: 'Eliminar la cuenta Cuenta Antigua SL (B12345674)' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar la cuenta de facturación Cuenta Antigua SL (B12345674)?' });
    expect(dialog).toHaveTextContent(/Los convenios y las facturas que ya la usan la siguen mostrando/);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar la cuenta' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('La cuenta de facturación Cuenta Antigua SL (B12345674) se ha eliminado de la lista.');
    await waitFor(() => expect(within(panel).queryByText(/Cuenta Antigua SL/, { selector: '.company-list__name' })).toBeNull());
    expect(within(panel).getByText(/Talleres Vidal SL/, { selector: '.company-list__name' })).toBeInTheDocument();
    expect((api.callsTo('POST', '/api/Empresa/borraCuentaFacturacion')[0] as ApiRequest).body).toEqual({ idCuenta: 6 });
  });
});
