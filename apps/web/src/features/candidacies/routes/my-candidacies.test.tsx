import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidacyCalls, type CandidacyItem } from '@portal/shared';
import { mockCall } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, candidate, configuration } from '@/testing/test-data';
import { candidacyItem } from '../testing/candidacy-data';
import MyCandidaciesPage from './my-candidacies';

const jobs = [
  candidacyItem(),
  candidacyItem({
    urlAcceso: 'qa-9012',
    titulo: 'Técnico/a de calidad de software (QA)',
    idEstado: 17,
    estado: 'Descartada',
    motivo: 'Se ha seleccionado a otra persona',
    fechaActualizacion: '12/11/2026',
    puedeDesinscribirse: false,
  }),
  candidacyItem({ urlAcceso: 'soporte-9020', titulo: 'Técnico/a de soporte', idEstado: 2, estado: 'En revisión', puedeDesinscribirse: false }),
];
const internships = [
  candidacyItem({
    urlAcceso: 'practicas-datos-9018',
    titulo: 'Prácticas de análisis de datos',
    idPerfil: 2,
    idEstado: 16,
    estado: 'Preinscripción',
    preinscripcion: true,
    puedeDesinscribirse: false,
  }),
];

function renderList(path = '/mis-candidaturas', options: { cyclesOnly?: boolean; internships?: CandidacyItem[] } = {}) {
  return renderPage(path, tableRoute('my-applications', <MyCandidaciesPage />), {
    user: candidate,
    configuration: configuration(brand('generic', { flags: { cyclesOnly: options.cyclesOnly ?? false } })),
    api: {
      ...mockCall(candidacyCalls.jobCandidacies, jobs),
      ...mockCall(candidacyCalls.internshipCandidacies, options.internships ?? internships),
    },
  });
}

describe('my candidacies', () => {
  it('opens on the tab that holds a pre-enrolment waiting for an answer', async () => {
    renderList();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Prácticas/ })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: /Prácticas/ })).toHaveTextContent('Pendiente de tu respuesta');
  });

  it('lists job candidacies with their state, reason and dates; internships in the other tab', async () => {
    const { user, router } = renderList('/mis-candidaturas?tipo=empleo');
    const jobsTab = await screen.findByRole('tab', { name: 'Empleo (3)' });
    expect(jobsTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Empleo (3)' });
    const cards = within(panel).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Desarrollador/a frontend (React)' })).toHaveAttribute('href', '/mis-candidaturas/desarrollador-frontend-9009');
    expect(cards[0]).toHaveTextContent('Inscrita');
    expect(cards[0]).toHaveTextContent('Inscripción: 20/11/2026');
    expect(cards[1]).toHaveTextContent('Descartada');
    expect(cards[1]).toHaveTextContent('Motivo: Se ha seleccionado a otra persona');
    expect(cards[1]).toHaveTextContent('Último cambio: 12/11/2026');
    // Withdrawing is offered only where the server says it would accept it (not once the company has processed it).
    // Withdrawing is done from the card itself, after a confirmation that says it is final.
    await user.click(within(cards[0]!).getByRole('button', { name: /Retirar la candidatura/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirar la candidatura' });
    expect(dialog).toHaveTextContent('Retirarla es definitivo y no se puede deshacer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(cards[1]!).queryByRole('button', { name: /Retirar/ })).not.toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button', { name: /Retirar/ })).not.toBeInTheDocument();

    const internshipsTab = screen.getByRole('tab', { name: /Prácticas \(1\)/ });
    expect(internshipsTab).toHaveTextContent('1 por responder');
    await user.click(internshipsTab);
    expect(router.state.location.search).toBe('?tipo=practicas');
    const internshipPanel = screen.getByRole('tabpanel', { name: /Prácticas/ });
    expect(within(internshipPanel).getByRole('article')).toHaveTextContent('Pendiente de tu respuesta: el servicio te ha preinscrito.');
  });

  it('moves between tabs with the arrow keys and opens the tab the address names', async () => {
    const { user } = renderList('/mis-candidaturas?tipo=practicas');
    const internshipsTab = await screen.findByRole('tab', { name: /Prácticas/ });
    expect(internshipsTab).toHaveAttribute('aria-selected', 'true');
    internshipsTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Empleo/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Empleo/ })).toHaveFocus();
  });

  it('says when a list is empty and links to the offers', async () => {
    const { user } = renderList('/mis-candidaturas', { internships: [] });
    await user.click(await screen.findByRole('tab', { name: 'Prácticas (0)' }));
    expect(screen.getByText('Aún no te has inscrito en ninguna oferta de prácticas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las ofertas de prácticas' })).toHaveAttribute('href', '/ofertas-practicas');
  });

  it('has no internship tab on a cycles-only brand unless there are internship candidacies', async () => {
    renderList('/mis-candidaturas', { cyclesOnly: true, internships: [] });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
