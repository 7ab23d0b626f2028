import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import EventPage from './event';

const workshop = (over: Partial<EventDetail> = {}): EventDetail => ({
  idEvento: 3,
  titulo: 'Simulacro de entrevistas',
  categoria: 'taller',
  fecha: '2030-03-10T10:00:00.000Z',
  lugar: 'Edificio Sa Riera',
  ulrImagenPrincipal: null,
  destacado: false,
  urlAcceso: 'simulacro-de-entrevistas',
  entradilla: 'Practica una entrevista de trabajo.',
  caducado: false,
  descripcion: '<p>Una hora con el equipo de orientación.</p>',
  galeria: [],
  videos: [],
  plazas: 10,
  inscritos: 10,
  enEspera: 2,
  miInscripcion: { estado: 'inscrito', posicionEspera: null },
  ...over,
});

/** The event as the server keeps it: leaving frees the place (the page reads the event again after the answer). */
function renderEvent(start: EventDetail) {
  const left: ApiRequest[] = [];
  let event = start;
  const view = renderPage('/eventos/3', tableRoute('event', <EventPage />), {
    user: candidate,
    api: {
      'GET /api/Alumno/dameFichaEvento/3': () => ok(event),
      'POST /api/Alumno/desinscribirseDeEvento': (request) => {
        left.push(request);
        event = { ...event, inscritos: event.inscritos - 1, miInscripcion: null };
        return ok(event);
      },
    },
  });
  return { ...view, left };
}

describe('leaving an event', () => {
  it('asks first, saying the place goes to the waiting list, and keeps it on "No"', async () => {
    const { user, left } = renderEvent(workshop());
    await user.click(await screen.findByRole('button', { name: 'Anular mi inscripción' }));
    let dialog = screen.getByRole('alertdialog', { name: '¿Anular tu inscripción?' });
    expect(dialog).toHaveTextContent('Tu plaza pasará a la primera persona de la lista de espera.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(left).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Estás inscrito: tienes plaza.');

    await user.click(screen.getByRole('button', { name: 'Anular mi inscripción' }));
    dialog = screen.getByRole('alertdialog', { name: '¿Anular tu inscripción?' });
    await user.click(within(dialog).getByRole('button', { name: 'Anular mi inscripción' }));
    expect(await screen.findByRole('button', { name: 'Inscribirme' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(left[0]?.body).toMatchObject({ idEvento: 3 });
  });

  it('names the position a candidate on the waiting list would lose', async () => {
    const { user } = renderEvent(workshop({ miInscripcion: { estado: 'espera', posicionEspera: 2 } }));
    await user.click(await screen.findByRole('button', { name: 'Salir de la lista de espera' }));
    expect(screen.getByRole('alertdialog', { name: '¿Salir de la lista de espera?' })).toHaveTextContent('Perderás tu posición (2) en la lista de espera.');
  });
});
