import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import { candidacyItem, processDatos } from '../testing/process-data';
import OfferCandidatesPage from './offer-candidates';

// A company triaging an offer's candidates (issue 22, point 6): order, moves of several at once.
const PROCESS = 'GET /api/Empresa/dameDatosProceso/273';
const MOVE_MANY = 'POST /api/Empresa/cambiaEstadoCandidaturas';
const state = (id: number, nombre: string) => ({ id, nombre, codigo: null, idPadre: null, atributos: {} });

function renderProcess(path = '/mis-ofertas/273') {
  const datos = processDatos({
    items: [
      candidacyItem({}),
      candidacyItem({ idCandidatura: 2, idAlumno: 51, nombre: 'Núria Col·lell Llull', idEstado: 2, estado: 'En revisión' }),
      candidacyItem({ idCandidatura: 3, idAlumno: 52, nombre: 'Marcel·lí Font Vives', idEstado: 17, estado: 'Descartada' }),
    ],
  });
  return renderPage(path, tableRoute('my-offer', <OfferCandidatesPage />), {
    user: companyContact,
    api: {
      [PROCESS]: ok(datos),
      [MOVE_MANY]: ok({ movidas: 2 }),
      'GET /api/Dominios/dominios/es': ok({ estadosCandidatura: [state(1, 'Inscrita'), state(2, 'En revisión'), state(3, 'Preseleccionada'), state(4, 'Entrevista'), state(5, 'Contratada'), state(17, 'Descartada')] }),
    },
  });
}

describe("triaging an offer's candidates", () => {
  it('asks the server for the order picked and keeps it in the links to each candidate', async () => {
    const { user, api } = renderProcess();
    await user.selectOptions(await screen.findByLabelText('Ordenar'), 'nombre');
    await waitFor(() => expect(api.callsTo('GET', '/api/Empresa/dameDatosProceso/273').at(-1)?.search.get('orden')).toBe('nombre'));
    expect(await screen.findByRole('link', { name: 'Ver CV de Lucía Martín Ferrer' })).toHaveAttribute('href', '/ver-cv/1?orden=nombre');
  });

  it('moves the candidacies picked to a state they can all reach, never to a hire or a rejection', async () => {
    const { user, api } = renderProcess();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Lucía Martín Ferrer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Núria Col·lell Llull' }));
    const form = screen.getByRole('form', { name: 'Mover las candidaturas seleccionadas' });
    expect(within(form).getByText('2 candidaturas seleccionadas')).toBeInTheDocument();
    // From applied (1) and under review (2): shortlisted and interview; hire and rejection go one by one.
    const options = within(within(form).getByLabelText('Mover a')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Elige un estado', 'Preseleccionada', 'Entrevista']);
    await user.selectOptions(within(form).getByLabelText('Mover a'), '4');
    await user.click(within(form).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Empresa/cambiaEstadoCandidaturas')[0]?.body).toEqual({ idsCandidatura: [1, 2], idEstado: 4 }));
    expect(await screen.findByText('2 candidaturas movidas a Entrevista.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Mover las candidaturas seleccionadas' })).not.toBeInTheDocument();
  });

  it('says so when the candidacies picked share no move', async () => {
    const { user } = renderProcess();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Marcel·lí Font Vives' }));
    expect(screen.getByText('Las candidaturas seleccionadas no comparten ningún cambio de estado.')).toBeInTheDocument();
  });
});
