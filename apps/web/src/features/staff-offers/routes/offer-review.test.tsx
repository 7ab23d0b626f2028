import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffOfferCalls, type CompanyNotes } from '@portal/shared';
import { mockCall } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import { candidateView, staffOffer } from '../testing/staff-offer-data';
import OfferReviewPage from './offer-review';

const noNotes: CompanyNotes = { observaciones: null, tutor: null, candidatoPreferido: null, empresaDestino: null, numeroPedido: null };

function renderReview(notes: CompanyNotes, over: Parameters<typeof staffOffer>[0] = {}) {
  return renderPage('/gestion/ofertas/41', tableRoute('staff-offer', <OfferReviewPage />), {
    user: staffMember,
    api: mockCall(staffOfferCalls.detail, { oferta: staffOffer(over), detalle: candidateView('Comercial junior'), notasEmpresa: notes }),
  });
}

describe('the review of an offer', () => {
  it("shows the company's remarks for the service and its tutor apart from what candidates read", async () => {
    renderReview({
      ...noNotes,
      observaciones: 'Preferimos empezar en septiembre.\nPodemos ampliar a dos plazas.',
      tutor: { nombre: 'Laura', apellidos: 'Ferrer Pons', email: 'laura.ferrer@example.org', telefono: '971000111', cargo: 'Jefa de ventas', departamento: null, titulacion: null, dni: null },
      numeroPedido: 'PO-77',
    });
    const notes = await screen.findByRole('region', { name: 'Notas de la empresa para el servicio' });
    expect(within(notes).getByText(/Preferimos empezar en septiembre/)).toBeInTheDocument();
    expect(within(notes).getByText('Laura Ferrer Pons')).toBeInTheDocument();
    expect(within(notes).getByText('Jefa de ventas')).toBeInTheDocument();
    expect(within(notes).getByText('laura.ferrer@example.org')).toBeInTheDocument();
    expect(within(notes).getByText('PO-77')).toBeInTheDocument();
    // Fields the company left empty are not listed.
    expect(within(notes).queryByText('Departamento')).toBeNull();
  });

  it('says so when the company left no remarks nor tutor', async () => {
    renderReview(noNotes);
    const notes = await screen.findByRole('region', { name: 'Notas de la empresa para el servicio' });
    expect(within(notes).getByText('La empresa no ha dejado observaciones.')).toBeInTheDocument();
    expect(within(notes).getByText('La empresa no ha indicado tutor.')).toBeInTheDocument();
  });

  it('names the original of a copy, with a way to it', async () => {
    renderReview(noNotes, { copiaDe: { idOferta: 12, referencia: 'OF-2026-0012' } });
    expect(await screen.findByRole('link', { name: 'Copia de OF-2026-0012' })).toHaveAttribute('href', '/gestion/ofertas/12');
  });
});
