import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Envelope, StaffCandidacyItem } from '@portal/shared';
import { fail, ok } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import OfferCandidaciesPage from './offer-candidacies';

const LIST = 'GET /api/Gestor/dameCandidaturasOfertaGestor/12';
const REOPEN = 'POST /api/Gestor/reabreCandidaturaGestor';

const candidacy = (overrides: Partial<StaffCandidacyItem> = {}): StaffCandidacyItem => ({
  idCandidatura: 5,
  idAlumno: 50,
  nombre: 'Lucía Martín Ferrer',
  email: 'alumno@example.org',
  idEstado: 17,
  estado: 'Descartada',
  motivo: 'No cumple el nivel de idiomas requerido',
  fecha: '2026-11-20T10:00:00.000Z',
  fechaActualizacion: '2026-11-21T10:00:00.000Z',
  propuestaServicio: false,
  externa: false,
  movimientos: [],
  reabrible: true,
  ...overrides,
});

function renderList(reopen: Envelope = ok(candidacy({ idEstado: 2, estado: 'En revisión', motivo: null, reabrible: false }))) {
  let items = [candidacy()];
  return renderPage('/gestion/ofertas/12/candidaturas', tableRoute('staff-offer-candidacies', <OfferCandidaciesPage />), {
    user: staffMember,
    api: {
      [LIST]: () => ok({ oferta: { idOferta: 12, titulo: 'Desarrollador/a frontend', empresa: 'Innovación Digital', idPerfil: 1, estado: 'published' }, items }),
      [REOPEN]: () => {
        if (reopen.status === 0) items = [candidacy({ idEstado: 2, estado: 'En revisión', motivo: null, reabrible: false })];
        return reopen;
      },
    },
  });
}

describe("the back office's candidacies of an offer", () => {
  it('reopens a rejection with a reason, which it asks for first', async () => {
    const { user, api } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Reabrir la candidatura de Lucía Martín Ferrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir la candidatura de Lucía Martín Ferrer' });
    expect(dialog).toHaveTextContent('al menos 10 caracteres');
    await user.type(within(dialog).getByRole('textbox'), 'La empresa pidió reabrirla por error de nivel.');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText('Lucía Martín Ferrer: candidatura reabierta, ahora «En revisión».')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Gestor/reabreCandidaturaGestor')[0]?.body).toEqual({ idCandidatura: 5, motivo: 'La empresa pidió reabrirla por error de nivel.' });
  });

  it("shows the catalogue's refusal in the dialog", async () => {
    const { user } = renderList(fail(49));
    await user.click(await screen.findByRole('button', { name: 'Reabrir la candidatura de Lucía Martín Ferrer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Un motivo bastante largo.');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });
});
