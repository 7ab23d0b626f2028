import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, staffAgreementCalls, type StaffAgreementItem } from '@portal/shared';
import { fail, mockCall, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import AgreementListPage from './agreement-list';

const agreement = (over: Partial<StaffAgreementItem> = {}): StaffAgreementItem => ({
  idConvenio: 12,
  idEmpresa: 7,
  empresa: 'Nova Tech',
  cif: 'B12345678',
  estado: 'generado',
  fechaAlta: '2026-10-01T10:00:00.000Z',
  fechaActualizacion: '2026-11-20T10:00:00.000Z',
  fechaCaducidad: '2028-10-01',
  sinCaducidad: false,
  firmante: 'Jordi Ferrer Puig, Gerente',
  tieneFichero: false,
  ...over,
});

const contadores = { generado: 2, firmadoEmpresa: 1, enviadoSecretaria: 0, formalizado: 5, erroneo: 1, caducado: 3 };
const page = (items: StaffAgreementItem[]) => ({ total: items.length, pagina: 1, porPagina: 25, items, contadores });

function renderList(path = '/gestion/convenios', moveAnswer: () => unknown = () => ok({})) {
  const requests: ApiRequest[] = [];
  const view = renderPage(path, tableRoute('staff-agreements', <AgreementListPage />), {
    user: staffMember,
    api: {
      ...mockCall(staffAgreementCalls.list)((request) => {
        requests.push(request);
        return page([agreement(), agreement({ idConvenio: 13, empresa: 'Bahía Datos', idEmpresa: 8, sinCaducidad: true, fechaCaducidad: null })]);
      }),
      'POST /api/Gestor/cambiaEstadoConvenio': (request) => {
        requests.push(request);
        return moveAnswer() as never;
      },
    },
  });
  return { ...view, requests };
}

describe('the agreements of the back office', () => {
  it('shows the state tabs with counts, the company link and the expiry', async () => {
    renderList();
    const rows = await screen.findAllByRole('row');
    const tabs = screen.getByRole('navigation', { name: 'Estados de los convenios' });
    expect(within(tabs).getByRole('link', { name: 'Generado 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Formalizado 5' })).toHaveAttribute('href', '/gestion/convenios?estado=formalizado');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Nova Tech' })).toHaveAttribute('href', '/gestion/empresas/7');
    expect(rows[2]).toHaveTextContent('Sin caducidad');
    expect(within(rows[1]!).getByRole('link', { name: 'Ver el convenio n.º 12 de Nova Tech' })).toHaveAttribute('href', '/gestion/convenios/12');
  });

  it('sends the filters of the URL', async () => {
    const { requests } = renderList('/gestion/convenios?estado=formalizado&texto=nova&caducaDesde=2026-01-01&caducaHasta=2026-12-31');
    await screen.findAllByRole('row');
    const search = requests[0]!.search;
    expect(Object.fromEntries(search)).toEqual({ estado: 'formalizado', texto: 'nova', caducaDesde: '2026-01-01', caducaHasta: '2026-12-31', pagina: '1' });
    expect(screen.getByRole('textbox', { name: 'Empresa o CIF' })).toHaveValue('nova');
  });

  it('offers only the moves of the table and sends the chosen state with the remark', async () => {
    const { user, requests } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Cambiar estado del convenio n.º 12 de Nova Tech' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el estado del convenio de Nova Tech' });
    const options = within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(options).toEqual(['firmadoEmpresa', 'erroneo']);

    await user.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(within(dialog).getByText('Este campo es requerido')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Firmado por la empresa' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Observaciones/ }), 'Recibido por correo');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(await screen.findByText('El convenio de Nova Tech está ahora en «Firmado por la empresa».')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ idConvenio: 12, estado: 'firmadoEmpresa', observaciones: 'Recibido por correo' });
  });

  it('shows the refusal of a move inside the dialog', async () => {
    const { user } = renderList('/gestion/convenios', () => fail(Status.InvalidStateChange));
    await user.click(await screen.findByRole('button', { name: 'Cambiar estado del convenio n.º 12 de Nova Tech' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Erróneo' }));
    // An erroneous agreement needs its reason: asked for before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByRole('textbox'), 'Falta el DNI del firmante.');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    expect(await within(dialog).findByText('Cambio de estado no válido')).toBeInTheDocument();
  });
});
