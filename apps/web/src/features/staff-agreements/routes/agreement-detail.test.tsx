import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Status, type StaffAgreementDetail } from '@portal/shared';
import { fail, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import AgreementDetailPage from './agreement-detail';

const detail = (over: Partial<StaffAgreementDetail> = {}): StaffAgreementDetail => ({
  idConvenio: 12,
  idEmpresa: 7,
  empresa: 'Nova Tech',
  cif: 'B12345678',
  estado: 'firmadoEmpresa',
  fechaAlta: '2026-10-01T10:00:00.000Z',
  fechaActualizacion: '2026-11-20T10:00:00.000Z',
  fechaCaducidad: '2028-10-01',
  sinCaducidad: false,
  firmante: 'Jordi Ferrer Puig, Gerente',
  tieneFichero: true,
  datosFirmante: { nombre: 'Jordi', apellidos: 'Ferrer Puig', dni: '43210987P', cargo: 'Gerente', email: null, telefono: null },
  contactoGestion: { idUsuario: 3, nombre: 'Ana Pons', email: 'ana@nova.example' },
  contactoFacturacion: null,
  cuentaFacturacion: { idCuenta: 4, nombreFiscal: 'Nova Tech SL', cif: 'B12345678' },
  tramitacionManual: false,
  requierePedido: true,
  pedidoAnual: true,
  numeroPedido: 'PO-2027-101',
  pagoDomiciliado: false,
  observaciones: 'Recibido firmado por correo',
  copiaFirmada: true,
  siguientes: ['enviadoSecretaria', 'formalizado', 'erroneo'],
  historial: [
    { fecha: '2026-11-20T10:00:00.000Z', usuario: 'Marta Gestora <gestor@example.org>', desde: 'generado', hasta: 'firmadoEmpresa', observaciones: 'Recibido firmado por correo' },
  ],
  ...over,
});

function renderDetail(handlers: Record<string, ApiHandler> = {}) {
  const requests: ApiRequest[] = [];
  const view = renderPage('/gestion/convenios/12', tableRoute('staff-agreement', <AgreementDetailPage />), {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameConvenioGestor/12': (request) => {
        requests.push(request);
        return ok(detail());
      },
      'POST /api/Gestor/cambiaEstadoConvenio': (request) => {
        requests.push(request);
        return ok(detail({ estado: 'enviadoSecretaria', siguientes: ['formalizado', 'erroneo'] }));
      },
      ...handlers,
    },
  });
  return { ...view, requests };
}

afterEach(() => vi.restoreAllMocks());

describe("an agreement's detail in the back office", () => {
  it('shows the company, the state, the signer, the billing terms and the history', async () => {
    renderDetail();
    const summary = await screen.findByRole('region', { name: 'Convenio n.º 12' });
    expect(within(summary).getByRole('link', { name: 'Nova Tech' })).toHaveAttribute('href', '/gestion/empresas/7');
    expect(within(summary).getByText('Firmado por la empresa')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Firmante' })).getByText('43210987P')).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Gestión y facturación' });
    expect(terms).toHaveTextContent('Ana Pons · ana@nova.example');
    expect(terms).toHaveTextContent('Sí · pedido anual');
    const history = within(screen.getByRole('region', { name: 'Historial' })).getAllByRole('listitem');
    expect(history).toHaveLength(2);
    expect(history[0]).toHaveTextContent('De «Generado» a «Firmado por la empresa»');
    expect(history[0]).toHaveTextContent('Por Marta Gestora <gestor@example.org>');
    expect(history[1]).toHaveTextContent('Generado');
  });

  it('downloads the PDF through the file call', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const { user, requests } = renderDetail({
      'GET /api/Gestor/ficheroConvenioGestor/12': (request) => {
        requests.push(request);
        return new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="convenio-7-1.pdf"' } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar el PDF' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(await (created.mock.calls[0]?.[0] as Blob).text()).toBe('%PDF-1.4');
    expect(requests.some((r) => r.path === '/api/Gestor/ficheroConvenioGestor/12')).toBe(true);
  });

  it('says so when the PDF cannot be read', async () => {
    const { user } = renderDetail({ 'GET /api/Gestor/ficheroConvenioGestor/12': () => fail(Status.NotFound) });
    await user.click(await screen.findByRole('button', { name: 'Descargar el PDF' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('offers the moves of the shared table and sends the chosen one', async () => {
    const { user, requests } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cambiar estado' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el estado del convenio de Nova Tech' });
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['enviadoSecretaria', 'formalizado', 'erroneo']);
    await user.click(within(dialog).getByRole('radio', { name: 'Enviado a secretaría' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(await screen.findByText('El convenio de Nova Tech está ahora en «Enviado a secretaría».')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ idConvenio: 12, estado: 'enviadoSecretaria' });
  });

  it('an expired agreement without a PDF offers no move and no download', async () => {
    renderDetail({ 'GET /api/Gestor/dameConvenioGestor/12': () => ok(detail({ estado: 'caducado', siguientes: [], tieneFichero: false, historial: [] })) });
    expect(await screen.findByText('Este convenio ya no puede cambiar de estado.')).toBeInTheDocument();
    expect(screen.getByText('Este convenio aún no tiene PDF.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar estado' })).not.toBeInTheDocument();
  });

  it("another institution's agreement reads as not found", async () => {
    renderDetail({ 'GET /api/Gestor/dameConvenioGestor/12': () => fail(Status.NotFound) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
