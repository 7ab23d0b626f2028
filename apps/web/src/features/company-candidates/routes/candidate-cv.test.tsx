import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Status } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { fail, ok, type ApiHandler } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { companyContact } from '@/testing/test-data';
import { candidateDatos } from '../testing/process-data';
import CandidateCvPage from './candidate-cv';

const CANDIDATE = 'GET /api/Empresa/dameCandidato/1';
const MOVE = 'POST /api/Empresa/cambiaEstadoCandidatura';
const UNDO = 'POST /api/Empresa/deshaceCambioEstadoCandidatura';

function renderCv(api: Record<string, ApiHandler> = {}) {
  return renderPage('/ver-cv/1', tableRoute('cv-view', <CandidateCvPage />), { user: companyContact, api: { [CANDIDATE]: ok(candidateDatos()), ...api } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a candidate's CV for the company", () => {
  it('shows the CV the server gave, the state and the way back to the offer', async () => {
    renderCv();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lucía Martín Ferrer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Formación' })).toBeInTheDocument();
    expect(screen.getByText('Grado en Ingeniería Informática')).toBeInTheDocument();
    expect(screen.getByText('CV validado por el servicio de empleo', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a las candidaturas de «Desarrollador/a frontend (React)»' })).toHaveAttribute('href', '/mis-ofertas/273');
    expect(screen.getByLabelText(/Nuevo estado/)).toBeInTheDocument();
  });

  it('shows the average grade with its scale and the decimal comma, in Spanish and in Catalan', async () => {
    const graded = candidateDatos();
    graded.cv.estudios[0]!.notaMedia = 2.6;
    renderCv({ [CANDIDATE]: ok(graded) });
    expect(await screen.findByText(/Nota media: 2,6 \(escala del 1 al 4\)/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ca'));
    expect(await screen.findByText(/Nota mitjana: 2,6 \(escala de l'1 al 4\)/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
  });

  it("shows the candidate's photo where the CV has one", async () => {
    const withPhoto = candidateDatos();
    withPhoto.cv.idFicheroImagen = 'img-9';
    // A 1×1 PNG, as the server sends the photo file.
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
    const { api } = renderCv({ [CANDIDATE]: ok(withPhoto), 'GET /api/Empresa/dameFicheroCandidato/1/img-9': () => new Response(png, { headers: { 'Content-Type': 'image/png' } }) });
    const photo = await screen.findByRole('img', { name: 'Foto de Lucía Martín Ferrer' });
    expect(photo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(api.callsTo('GET', '/api/Empresa/dameFicheroCandidato/1/img-9')).toHaveLength(1);
  });

  it('shows initials, and asks for no photo, when the CV has none', async () => {
    const { api } = renderCv();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lucía Martín Ferrer' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Foto de/ })).not.toBeInTheDocument();
    expect(screen.getByText('LM')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/Empresa/dameFicheroCandidato/1/img-9')).toHaveLength(0);
  });

  it('asks for a reason before rejecting and sends the move with it', async () => {
    let current = candidateDatos();
    const { user, api } = renderCv({
      [CANDIDATE]: () => ok(current),
      [MOVE]: () => {
        current = candidateDatos({ idEstado: 17, estado: 'Descartada', motivo: 'Se ha seleccionado a otra persona con un perfil más ajustado', movimientos: [] });
        return ok(current.candidatura);
      },
    });
    const state = await screen.findByLabelText(/Nuevo estado/);
    await user.selectOptions(state, 'Descartada');
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    const reason = screen.getByLabelText(/Motivo del descarte/);
    expect(reason).toHaveAccessibleDescription('Indica el motivo del descarte.');
    expect(api.callsTo('POST', '/api/Empresa/cambiaEstadoCandidatura')).toHaveLength(0);

    await user.selectOptions(reason, 'Se ha seleccionado a otra persona con un perfil más ajustado');
    await waitFor(() => expect(reason).toHaveAccessibleDescription('El candidato leerá: «La empresa ha elegido a otra persona con un perfil más cercano al puesto.»'));
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    // A rejection is final: nothing is sent before the company confirms it.
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar esta candidatura?' });
    expect(dialog).toHaveTextContent('Podrás deshacerlo durante 10 minutos');
    expect(api.callsTo('POST', '/api/Empresa/cambiaEstadoCandidatura')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('La candidatura está ahora en «Descartada».')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Empresa/cambiaEstadoCandidatura')[0]?.body).toEqual({ idCandidatura: 1, idEstado: 17, idMotivo: 3 });
    expect(await screen.findByText('Esta candidatura está en un estado final. Si fue un error, el servicio de empleo puede reabrirla.')).toBeInTheDocument();
  });

  it('asks for the company’s own words with "Otros motivos", and offers to undo a decision while its window lasts', async () => {
    let current = candidateDatos();
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    const { user, api } = renderCv({
      [CANDIDATE]: () => ok(current),
      [MOVE]: () => {
        current = candidateDatos({ idEstado: 17, estado: 'Descartada', motivo: 'Otros motivos', textoMotivo: 'Cubrimos el puesto internamente.', movimientos: [], deshacerHasta: until });
        return ok(current.candidatura);
      },
      [UNDO]: () => {
        current = candidateDatos();
        return ok(current.candidatura);
      },
    });
    await user.selectOptions(await screen.findByLabelText(/Nuevo estado/), 'Descartada');
    await user.selectOptions(screen.getByLabelText(/Motivo del descarte/), 'Otros motivos');
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    await waitFor(() => expect(screen.getByLabelText(/Mensaje para el candidato/)).toHaveAccessibleDescription(/al menos 10 caracteres/));
    await user.type(screen.getByLabelText(/Mensaje para el candidato/), 'Cubrimos el puesto internamente.');
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Descartar' }));
    expect(api.callsTo('POST', '/api/Empresa/cambiaEstadoCandidatura')[0]?.body).toEqual({ idCandidatura: 1, idEstado: 17, idMotivo: 15, texto: 'Cubrimos el puesto internamente.' });
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Cambio deshecho: la candidatura vuelve a estar en «Inscrita».')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Empresa/deshaceCambioEstadoCandidatura')[0]?.body).toEqual({ idCandidatura: 1 });
  });

  it("shows the catalogue's refusal of a move the server does not allow (49)", async () => {
    const { user } = renderCv({ [MOVE]: fail(Status.CannotChangeState) });
    await user.selectOptions(await screen.findByLabelText(/Nuevo estado/), 'Entrevista');
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('downloads the PDF made on the server, with its name', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = renderCv({
      'GET /api/Empresa/dameCvCandidatoPdf/1': () =>
        new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "inline; filename=\"CV.pdf\"; filename*=UTF-8''CV%20Luc%C3%ADa.pdf" } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar CV en PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/api/Empresa/dameCvCandidatoPdf/1')[0]?.headers.authorization).toMatch(/^Bearer /);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('CV Lucía.pdf');
  });

  it('downloads a document the CV shows through the company call', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = renderCv({ 'GET /api/Empresa/dameFicheroCandidato/1/f-7': () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }) });
    const documents = (await screen.findByRole('heading', { level: 2, name: 'Documentos' })).closest('section')!;
    await user.click(within(documents).getByRole('button', { name: 'Descargar CV-Lucia.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', '/api/Empresa/dameFicheroCandidato/1/f-7')).toHaveLength(1);
  });

  it("shows the catalogue's text for a candidacy that is not the company's (31)", async () => {
    renderCv({ [CANDIDATE]: fail(Status.CandidacyNotFound) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
