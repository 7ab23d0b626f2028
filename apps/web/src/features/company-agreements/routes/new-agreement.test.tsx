import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, type BrandFlags, type FiscalAccount, type LastAgreement } from '@portal/shared';
import { fail, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, companyContact, configuration } from '@/testing/test-data';
import NewAgreementPage from './new-agreement';

/** /nuevo-convenio-colaboracion: the form of spec 1 "New-agreement form" and addConvenioEmpresa. */

const account: FiscalAccount = {
  idCuenta: 7,
  NombreFiscal: 'Talleres Vidal SL',
  CIF: 'B12345674',
  requiereEnvioPostalFacturas: false,
  domicilioFiscal: 'Carrer Major 3',
  idProvincia: 7,
  Provincia: 'Illes Balears',
  poblacion: 'Palma',
  idPais: 1,
  cp: '07001',
  domicilioEnvioPostal: null,
};

const last: NonNullable<LastAgreement> = {
  idConvenio: 4,
  idContactoEmpresaGestion: 2,
  idContactoEmpresaFacturacion: 3,
  idCuentaFacturacion: 7,
  tramitacionManual: true,
  datosFirmante: { nombre: 'Mercè', apellidos: 'Col·lell Puig', dni: null, cargo: 'Gerent', email: null, telefono: null },
  fechaCaducidad: null,
  sincaducidad: true,
  requierePedido: true,
  pedidoAnual: true,
  numeroPedido: 'PO-77',
  informacionTratamientoDeDatos: null,
  pagoDomiciliado: true,
  ibanDomiciliacion: 'ES9121000418450200051332',
};

function renderForm(overrides: Record<string, ApiHandler> = {}, flags: Partial<BrandFlags> = {}) {
  return renderPage('/nuevo-convenio-colaboracion', tableRoute('new-agreement', <NewAgreementPage />), {
    user: companyContact,
    configuration: configuration(brand('generic', { flags })),
    api: {
      'GET /api/empresa/dameContactosConveniosEmpresa': ok({ '2': 'Marc Vidal' }),
      'GET /api/empresa/dameContactosFacturacionEmpresa': ok({ '2': 'Marc Vidal', '3': 'Laura Mas' }),
      'GET /api/empresa/dameCuentasFacturacion': ok([account]),
      'GET /api/empresa/dameDetalleUltimoConvenioEmpresa': ok(last),
      'GET /api/Empresa/ficheroConvenioEmpresa/9': () =>
        new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="convenio.pdf"' } }),
      ...overrides,
    },
  });
}

describe('/nuevo-convenio-colaboracion', () => {
  it('chooses the single contact and account, checks the rules, asks for confirmation and generates the agreement', async () => {
    const { user, api } = renderForm({ 'POST /api/empresa/addConvenioEmpresa': () => ({ status: Status.AgreementAdded, datos: { idConvenio: 9, enlace: '/api/Empresa/ficheroConvenioEmpresa/9' } }) });
    // One management contact and one account: already chosen; two billing contacts: the company chooses.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Contacto para la gestión/ })).toHaveValue('2'));
    expect(screen.getByRole('combobox', { name: /Cuenta de facturación/ })).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: /Contacto para la facturación/ })).toHaveValue('');
    expect(screen.getByText(/45 euros más IVA/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    expect(await screen.findAllByText(/obligatorio/i)).not.toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Mercè');
    await user.type(screen.getByRole('textbox', { name: /^Apellidos/ }), 'Col·lell Puig');
    await user.type(screen.getByRole('textbox', { name: /^Cargo/ }), 'Gerent');
    await user.click(screen.getByRole('radio', { name: 'Firma digital' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Contacto para la facturación/ }), '3');
    await user.click(screen.getByRole('checkbox', { name: /número de pedido en las facturas/ }));
    await user.click(screen.getByRole('checkbox', { name: /número de pedido anual/ }));
    await user.type(screen.getByRole('textbox', { name: /Número de pedido anual/ }), 'PO-77');
    await user.click(screen.getByRole('radio', { name: 'Domiciliación bancaria' }));
    // A whole IBAN pasted into the first input fills the five.
    await user.click(screen.getByRole('textbox', { name: /IBAN, parte 1/ }));
    await user.paste('ES91 2100 0418 4502 0005 1332');
    expect(screen.getByRole('textbox', { name: /IBAN, parte 5/ })).toHaveValue('0200051332');

    await user.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Desea continuar?' });
    expect(dialog).toHaveTextContent(/perfil de la empresa/);
    await user.click(within(dialog).getByRole('button', { name: 'No, revisar formulario' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST', '/api/empresa/addConvenioEmpresa')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Si, generar convenio' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText(/Convenio generado/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/Empresa/ficheroConvenioEmpresa/9')).toHaveLength(1));
    const [request] = api.callsTo('POST', '/api/empresa/addConvenioEmpresa') as [ApiRequest];
    expect(request.body).toMatchObject({
      idContactoEmpresaGestion: '2',
      idContactoEmpresaFacturacion: '3',
      idCuentaFacturacion: '7',
      tramitacionManual: false,
      datosFirmante: { nombre: 'Mercè', apellidos: 'Col·lell Puig', cargo: 'Gerent' },
      requierePedido: true,
      pedidoAnual: true,
      numeroPedido: 'PO-77',
      pagoDomiciliado: true,
      ibanDomiciliacion: ['ES91', '2100', '0418', '45', '0200051332'],
    });
  });

  it("fills the form from the last agreement ('Rellenar datos')", async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Rellenar datos' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Mercè'));
    expect(screen.getByRole('radio', { name: 'Firma en papel' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Contacto para la facturación/ })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: /Número de pedido anual/ })).toHaveValue('PO-77');
    expect(screen.getByRole('textbox', { name: /IBAN, parte 1/ })).toHaveValue('ES91');
  });

  it('asks for the data-protection text where the brand wants it, and shows the server\'s refusal', async () => {
    const { user } = renderForm(
      { 'POST /api/empresa/addConvenioEmpresa': fail(Status.NotFound), 'GET /api/Empresa/dameDatosEmpresa': ok({ informacionTratamientoDeDatos: null }) },
      { tratamiendoDatosConvenio: true },
    );
    const text = await screen.findByRole('textbox', { name: /tratamiento de datos/ });
    await user.click(screen.getByRole('button', { name: 'Rellenar datos' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Mercè'));
    await user.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    await user.type(text, 'Tratamiento según la política de la empresa.');
    await user.click(screen.getByRole('button', { name: 'Descargar convenio' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Si, generar convenio' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('starts the data-protection text with the one the company gave last', async () => {
    renderForm({ 'GET /api/Empresa/dameDatosEmpresa': ok({ informacionTratamientoDeDatos: 'Texto guardado de la empresa.' }) }, { tratamiendoDatosConvenio: true });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /tratamiento de datos/ })).toHaveValue('Texto guardado de la empresa.'));
  });
});
