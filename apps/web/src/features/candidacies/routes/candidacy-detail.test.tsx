import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { fail, ok, type ApiHandler } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import type { CandidacyDetail } from '../api/get-candidacy';
import { candidacyItem } from '../testing/candidacy-data';
import CandidacyDetailPage from './candidacy-detail';

const URL_ACCESS = 'practicas-datos-9018';
const DETAIL = `GET /api/Alumno/dameCandidatura/${URL_ACCESS}`;

const reasons = [
  { idMotivo: 1, idEstado: 17, idPerfil: 1, descripcion: 'He encontrado empleo', paraAlumnos: true },
  { idMotivo: 6, idEstado: 17, idPerfil: 2, descripcion: 'Ya estoy haciendo prácticas en otra entidad', paraAlumnos: true },
  { idMotivo: 11, idEstado: 17, idPerfil: null, descripcion: 'La oferta ya no me interesa', paraAlumnos: true },
  { idMotivo: 12, idEstado: 17, idPerfil: null, descripcion: 'No se ha presentado a la entrevista', paraAlumnos: false },
  { idMotivo: 20, idEstado: 5, idPerfil: 2, descripcion: 'Contratada por la empresa', paraAlumnos: true },
];

function detail(overrides: Partial<CandidacyDetail> = {}): CandidacyDetail {
  return {
    ...candidacyItem({ urlAcceso: URL_ACCESS, titulo: 'Prácticas de análisis de datos', idPerfil: 2, idEstado: 16, estado: 'Preinscripción', preinscripcion: true }),
    historial: [{ idEstadoAnterior: null, idEstado: 16, estado: 'Preinscripción', motivo: null, textoMotivo: null, fecha: '21/11/2026' }],
    puedeDesinscribirse: false,
    ...overrides,
  };
}

function renderDetail(api: Record<string, ApiHandler> = {}) {
  return renderPage(`/mis-candidaturas/${URL_ACCESS}`, tableRoute('my-application', <CandidacyDetailPage />), {
    user: candidate,
    api: {
      [DETAIL]: ok(detail()),
      'GET /api/Dominios/tipoMotivoCambioEstadoCandidatura/es': ok(reasons),
      ...api,
    },
  });
}

describe('a candidacy', () => {
  it('shows the candidacy, its history and the way to the offer', async () => {
    renderDetail({
      [DETAIL]: ok(
        detail({
          idPerfil: 1,
          idEstado: 4,
          estado: 'Entrevista',
          preinscripcion: false,
          historial: [
            { idEstadoAnterior: null, idEstado: 1, estado: 'Inscrita', motivo: null, textoMotivo: null, fecha: '16/11/2026' },
            { idEstadoAnterior: 1, idEstado: 4, estado: 'Entrevista', motivo: null, textoMotivo: null, fecha: '18/11/2026' },
          ],
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Prácticas de análisis de datos' })).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Historial' })).getAllByRole('listitem');
    expect(history.map((step) => step.textContent)).toEqual(['16/11/2026Inscrita', '18/11/2026Entrevista']);
    expect(screen.getByRole('link', { name: 'Ver la oferta' })).toHaveAttribute('href', `/ofertas-empleo/${URL_ACCESS}`);
    expect(screen.queryByRole('region', { name: 'Preinscripción pendiente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirar mi candidatura' })).not.toBeInTheDocument();
  });

  it('withdraws a candidacy the company has not processed, after a red confirmation that says what follows', async () => {
    const { user, api } = renderDetail({
      [DETAIL]: ok(detail({ idPerfil: 1, idEstado: 1, estado: 'Inscrita', preinscripcion: false, puedeDesinscribirse: true })),
      'POST /api/Alumno/desinscribirse': { status: Status.Unenrolled, datos: { urlOferta: URL_ACCESS, idEstado: 6 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Retirar mi candidatura' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Retirar la candidatura' });
    expect(dialog).toHaveTextContent('Retirarla es definitivo y no se puede deshacer: la empresa dejará de ver tu candidatura a «Prácticas de análisis de datos» y tu CV.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Retirar mi candidatura' }));
    expect(await screen.findByText('Inscripción retirada')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/desinscribirse')[0]?.body).toEqual({ urlOferta: URL_ACCESS });
  });

  it("offers only the students' reasons (state 16) for the offer type, never the company's, and refuses a rejection without one", async () => {
    const { user, api } = renderDetail({
      'POST /api/Alumno/rechazarPreinscripcion': { status: Status.PreEnrolmentAnswered, datos: { urlOferta: URL_ACCESS, idEstado: 17 } },
    });
    const panel = await screen.findByRole('region', { name: 'Preinscripción pendiente' });
    const select = within(panel).getByLabelText('Motivo del rechazo');
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Elige un motivo',
      'Ya estoy haciendo prácticas en otra entidad',
      'La oferta ya no me interesa',
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Rechazar la preinscripción' }));
    await waitFor(() => expect(select).toHaveAccessibleDescription('Indica el motivo del rechazo.'));
    expect(api.callsTo('POST', '/api/Alumno/rechazarPreinscripcion')).toHaveLength(0);

    await user.selectOptions(select, 'Ya estoy haciendo prácticas en otra entidad');
    await user.click(within(panel).getByRole('button', { name: 'Rechazar la preinscripción' }));
    // Declining is final: asked first, and nothing is sent before the answer.
    const dialog = await screen.findByRole('alertdialog', { name: '¿Rechazar la preinscripción?' });
    expect(api.callsTo('POST', '/api/Alumno/rechazarPreinscripcion')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar la preinscripción' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hemos registrado tu respuesta a la preinscripción.');
    expect(api.callsTo('POST', '/api/Alumno/rechazarPreinscripcion')[0]?.body).toEqual({ urlOferta: URL_ACCESS, idMotivo: 6 });
  });

  it('accepts a pre-enrolment, which then reads as an ordinary candidacy', async () => {
    let current = detail();
    const { user, api } = renderDetail({
      [DETAIL]: () => ok(current),
      'POST /api/Alumno/aceptarPreinscripcion': () => {
        current = detail({ idEstado: 1, estado: 'Inscrita', preinscripcion: false, puedeDesinscribirse: true });
        return { status: Status.PreEnrolmentAnswered, datos: { urlOferta: URL_ACCESS, idEstado: 1 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Aceptar la preinscripción' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Respuesta registrada');
    expect(api.callsTo('POST', '/api/Alumno/aceptarPreinscripcion')[0]?.body).toEqual({ urlOferta: URL_ACCESS });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Preinscripción pendiente' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Retirar mi candidatura' })).toBeInTheDocument();
  });

  it('shows why a candidacy cannot be shown (31) with the way back', async () => {
    renderDetail({ [DETAIL]: fail(Status.CandidacyNotFound) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Candidatura no encontrada');
    expect(screen.getByRole('link', { name: 'Volver a mis candidaturas' })).toHaveAttribute('href', '/mis-candidaturas');
  });
});
