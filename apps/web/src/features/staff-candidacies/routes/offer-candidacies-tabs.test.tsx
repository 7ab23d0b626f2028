import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffCandidacyCalls, type StaffCandidacyItem } from '@portal/shared';
import { mockCall } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import OfferCandidaciesPage from './offer-candidacies';

// Issue 22, point 6: the staff's candidacies of an offer have state tabs, and a name opens the candidate.
const candidacy = (over: Partial<StaffCandidacyItem>): StaffCandidacyItem => ({
  idCandidatura: 5,
  idAlumno: 50,
  nombre: 'Lucía Martín Ferrer',
  email: 'lucia@example.org',
  idEstado: 1,
  estado: 'Inscrita',
  motivo: null,
  fecha: '2026-11-20T10:00:00.000Z',
  fechaActualizacion: '2026-11-21T10:00:00.000Z',
  propuestaServicio: false,
  externa: false,
  movimientos: [],
  reabrible: false,
  ...over,
});

function renderList(path = '/gestion/ofertas/12/candidaturas') {
  return renderPage(path, tableRoute('staff-offer-candidacies', <OfferCandidaciesPage />), {
    user: staffMember,
    api: mockCall(staffCandidacyCalls.ofOffer, {
      oferta: { idOferta: 12, titulo: 'Desarrollador/a frontend', empresa: 'Innovación Digital', idPerfil: 1, estado: 'published' },
      items: [
        candidacy({}),
        candidacy({ idCandidatura: 6, idAlumno: 51, nombre: 'Pau Serra', idEstado: 17, estado: 'Descartada' }),
        candidacy({ idCandidatura: 7, idAlumno: 52, nombre: 'Marta Vidal', idEstado: 1, estado: 'Inscrita' }),
      ],
    }),
  });
}

describe("the staff's candidacies of an offer", () => {
  it('has a tab a state with its count, and the tab shows only that state', async () => {
    const { user } = renderList();
    const tabs = await screen.findByRole('navigation', { name: 'Estados de las candidaturas' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Todas 3', 'Inscrita 2', 'Descartada 1']);
    await user.click(within(tabs).getByRole('link', { name: /Descartada/ }));
    expect(await screen.findByRole('link', { name: 'Pau Serra' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Marta Vidal' })).not.toBeInTheDocument();
  });

  it("links each name to the candidate's back-office page", async () => {
    renderList('/gestion/ofertas/12/candidaturas?estado=1');
    expect(await screen.findByRole('link', { name: 'Marta Vidal' })).toHaveAttribute('href', '/gestion/candidatos/52');
    expect(screen.queryByRole('link', { name: 'Pau Serra' })).not.toBeInTheDocument();
  });
});
