import { QueryObserver } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status, companyOfferCalls, type CompanyOfferItem, type CompanyOffersQuery } from '@portal/shared';
import { createQueryClient } from '@/lib/query-client';
import { fail, mockCall, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { getNotice } from '@/lib/notices';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import { companyOffersQueryOptions } from '../api/get-company-offers';
import MyOffersPage from './my-offers';

const offer = (over: Partial<CompanyOfferItem>): CompanyOfferItem => ({
  idOferta: 1,
  urlAcceso: 'oferta-1001',
  referencia: 'OF-2026-0001',
  titulo: 'Administrativo contable',
  idPerfil: 1,
  estado: 'publicada',
  observaciones: null,
  copiaDe: null,
  fechaCreacion: '01/10/2026',
  fechaPublicacion: '02/10/2026',
  fechaCaducidad: '30/12/2026',
  caducaPronto: false,
  plazas: 1,
  numCandidatos: 3,
  numCandidatosNoLeidos: 2,
  editable: false,
  gestionada: false,
  cerrable: true,
  borrable: false,
  ...over,
});

const LIST = 'GET /api/Empresa/dameProcesosEmpleoYpracticas';

function renderList(path = '/mis-ofertas', more: Record<string, ApiHandler> = {}) {
  return renderPage(path, tableRoute('my-offers', <MyOffersPage />), {
    user: companyContact,
    api: {
      [LIST]: ok({
        procesos: [
          offer({}),
          offer({ idOferta: 2, urlAcceso: 'oferta-1002', titulo: 'Prácticas de marketing', idPerfil: 2, estado: 'devuelta', observaciones: 'Falta el horario', editable: true, cerrable: false, borrable: true, numCandidatos: 0, numCandidatosNoLeidos: 0 }),
        ],
        numTotal: 2,
      }),
      ...mockCall(companyOfferCalls.copyOpposite, { urlAcceso: 'copia-1003', idOferta: 3, idPerfil: 2 }),
      'POST /api/Empresa/cerrarOferta': { status: 513, datos: { urlAcceso: 'oferta-1001', estado: 'cerrada' } },
      'GET /api/Dominios/dominios/es': ok({ tiposContrato: [{ id: 1, nombre: 'Indefinido', codigo: null, idPadre: null, atributos: {} }] }),
      ...more,
    },
  });
}

describe('my offers', () => {
  it('shows each offer with its state, the service remarks and its candidates, and only the actions it allows', async () => {
    renderList();
    const published = (await screen.findByRole('link', { name: 'Administrativo contable' })).closest('li') as HTMLElement;
    expect(within(published).getByText('Publicada')).toBeInTheDocument();
    expect(within(published).getByText('2 sin leer')).toBeInTheDocument();
    expect(within(published).queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(within(published).getByRole('button', { name: 'Cerrar la oferta' })).toBeInTheDocument();
    const returned = screen.getByRole('link', { name: 'Prácticas de marketing' }).closest('li') as HTMLElement;
    expect(within(returned).getByText('Devuelta con observaciones')).toBeInTheDocument();
    expect(within(returned).getByText('Falta el horario')).toBeInTheDocument();
    expect(within(returned).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/editar-oferta/2');
    expect(within(returned).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('says a refused delete inside its dialog, where the company is looking, and deletes when allowed', async () => {
    let refuse = true;
    const { user } = renderList('/mis-ofertas', { 'POST /api/Empresa/deleteOferta': () => (refuse ? fail(Status.ActionNotAllowed) : { status: Status.OfferDeleted }) });
    const returned = (await screen.findByRole('link', { name: 'Prácticas de marketing' })).closest('li') as HTMLElement;
    await user.click(within(returned).getByRole('button', { name: 'Eliminar' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Eliminar la oferta' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminarla' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Acción no permitida');
    expect(getNotice()).toBeNull();
    // Closed and opened again: the old refusal is gone; allowed this time, the dialog closes and the list says so.
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await user.click(within(returned).getByRole('button', { name: 'Eliminar' }));
    dialog = screen.getByRole('alertdialog', { name: 'Eliminar la oferta' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminarla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(getNotice()?.status).toBe(Status.OfferDeleted);
  });

  it('sends the filters to the server from the URL', async () => {
    const { user, api } = renderList('/mis-ofertas?historial=true');
    await screen.findByRole('link', { name: 'Administrativo contable' });
    await user.click(screen.getByLabelText('Solo con candidatos sin leer'));
    await waitFor(() => expect(api.callsTo('GET', '/api/Empresa/dameProcesosEmpleoYpracticas').some((c: ApiRequest) => c.search.get('soloNoLeidos') === 'true' && c.search.get('historial') === 'true')).toBe(true));
  });

  it('duplicates with the other profile and opens the copy in the edit form', async () => {
    const { user, api } = renderList();
    const published = (await screen.findByRole('link', { name: 'Administrativo contable' })).closest('li') as HTMLElement;
    await user.click(within(published).getByRole('button', { name: 'Duplicar como oferta de prácticas' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/editar-oferta/3');
    expect(api.callsTo('POST', '/api/Empresa/copiarOfertaPerfilContrario')[0]?.body).toEqual({ urlOferta: 'oferta-1001' });
  });

  it('closes an offer: asks whether the service proposed the person hired, then the contract', async () => {
    const { user, api } = renderList();
    const published = (await screen.findByRole('link', { name: 'Administrativo contable' })).closest('li') as HTMLElement;
    await user.click(within(published).getByRole('button', { name: 'Cerrar la oferta' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Sí'));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la oferta' }));
    expect(within(dialog).getByLabelText(/Nombre y apellidos/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText(/Nombre y apellidos/), 'Marta Vidal');
    await user.type(within(dialog).getByLabelText(/Fecha de inicio/), '2027-01-10');
    await user.selectOptions(within(dialog).getByLabelText(/Tipo de contrato/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar la oferta' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Empresa/cerrarOferta')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Empresa/cerrarOferta')[0]?.body).toEqual({
      urlOferta: 'oferta-1001',
      candidatoPropuestoPorServicio: true,
      nombreContratado: 'Marta Vidal',
      fechaInicioContrato: '2027-01-10',
      idTipoContrato: '1',
    });
  });

  it('reads the offers again when the page opens again: the service may have published one meanwhile', async () => {
    // The app's own client (a page test's client refetches everything anyway).
    const client = createQueryClient();
    const query: CompanyOffersQuery = {};
    const options = { ...companyOffersQueryOptions(query), queryFn: () => Promise.resolve({ procesos: [offer({ estado: 'pendiente' })], numTotal: 1 }) };
    await client.fetchQuery(options);
    expect(new QueryObserver(client, companyOffersQueryOptions(query)).getCurrentResult().isStale).toBe(true);
  });
});
