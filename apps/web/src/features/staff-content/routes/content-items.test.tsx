import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffEvent, StaffRejectionReason } from '@portal/shared';
import { fail, ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import ContentPage from './content';

const event: StaffEvent = {
  id: 3,
  urlAcceso: 'feria-2026-12-01',
  categoria: 'feria',
  fecha: '2026-12-01T10:00:00.000Z',
  lugar: 'Aula magna',
  destacado: true,
  tituloCa: 'Fira d’ocupació',
  tituloEs: 'Feria de empleo',
  tituloEn: '',
  entradillaCa: '',
  entradillaEs: '',
  entradillaEn: '',
  descripcionCa: '',
  descripcionEs: '',
  descripcionEn: '',
  imagen: null,
  galeria: [],
  videos: [],
};
const common: StaffRejectionReason = { idMotivo: 5, idEstado: 17, idPerfil: 1, descripcionCa: 'He trobat feina', descripcionEs: 'He encontrado empleo', descripcionEn: 'I have found a job', paraAlumnos: true, activo: true, propio: false };
const own: StaffRejectionReason = { ...common, idMotivo: 1000, descripcionEs: 'Acepté otra oferta', paraAlumnos: false, propio: true };

function renderContent(api: Record<string, unknown> = {}) {
  const posted: ApiRequest[] = [];
  const record = (datos: unknown) => (request: ApiRequest) => {
    posted.push(request);
    return { status: 514, datos };
  };
  const view = renderPage('/gestion/contenidos', tableRoute('staff-content', <ContentPage />), {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameComunicacionesGestor': ok([]),
      'GET /api/Gestor/dameTextoProteccionDatosGestor': ok({ version: 1, fecha: null, textoCa: '', textoEs: '', textoEn: '', aceptadoPor: 0, usuarios: 0 }),
      'GET /api/Gestor/dameEventosGestor': ok([event]),
      'GET /api/Gestor/dameGuiasGestor': ok([]),
      'GET /api/Gestor/dameProgramasGestor': ok([{ id: 11, nombreCa: 'Pràctiques', nombreEs: 'Prácticas en empresas', nombreEn: 'Internships', activo: true, ofertas: 4 }]),
      'GET /api/Gestor/dameMotivosRechazoGestor': ok([common, own]),
      'POST /api/Gestor/guardaEventoGestor': record({ ...event, id: 4 }),
      'POST /api/Gestor/guardaMotivoRechazoGestor': record({ ...own, idMotivo: 1001 }),
      'POST /api/Gestor/activaProgramaGestor': record({ id: 11, nombreCa: 'Pràctiques', nombreEs: 'Prácticas en empresas', nombreEn: 'Internships', activo: false, ofertas: 4 }),
      ...api,
    } as never,
  });
  return { ...view, posted };
}

describe('events, programmes and rejection reasons of the back office', () => {
  it('lists events and publishes a new one with its Spanish and Catalan texts', async () => {
    const { user, posted } = renderContent();
    await user.click(await screen.findByRole('tab', { name: 'Eventos' }));
    expect(await screen.findByRole('cell', { name: /Feria de empleo/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    const form = screen.getByRole('form', { name: 'Nuevo evento' });
    await user.type(within(form).getByLabelText(/Fecha y hora/), '2026-12-10T18:30');
    await user.type(within(form).getByLabelText(/^Lugar/), 'Paraninfo');
    await user.type(within(form).getByLabelText(/^Categoría/), 'jornada');
    const [titleEs, titleCa] = within(form).getAllByLabelText(/^Título/);
    await user.type(titleEs as HTMLElement, 'Jornada de empleo');
    await user.type(titleCa as HTMLElement, 'Jornada d’ocupació');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Evento guardado.');
    expect(posted[0]?.body).toMatchObject({ lugar: 'Paraninfo', categoria: 'jornada', tituloEs: 'Jornada de empleo', tituloCa: 'Jornada d’ocupació', destacado: false, videos: [] });
    expect(posted[0]?.body).not.toHaveProperty('tituloEn');
  });

  it('says before deleting an event that its people will be told it is cancelled', async () => {
    const { user } = renderContent();
    await user.click(await screen.findByRole('tab', { name: 'Eventos' }));
    await user.click(await screen.findByRole('button', { name: /^Borrar: Feria de empleo/ }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Borrar este evento?' });
    expect(dialog).toHaveTextContent('quien tenga plaza o esté en la lista de espera recibirá un aviso de que se cancela');
  });

  it('takes the event’s image through the drop zone, refusing a type the server would refuse', async () => {
    const { user, posted } = renderContent();
    await user.click(await screen.findByRole('tab', { name: 'Eventos' }));
    await user.click(await screen.findByRole('button', { name: 'Editar: Feria de empleo' }));
    const form = screen.getByRole('form', { name: 'Editar el evento' });
    const input = within(form).getByLabelText('Imagen principal');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'cartel.pdf', { type: 'application/pdf' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('cartel.pdf');
    await user.upload(input, new File(['png'], 'feria.png', { type: 'image/png' }));
    expect(await within(form).findByRole('img', { name: 'Imagen principal del evento' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Evento guardado.');
    expect(posted[0]?.body).toMatchObject({ id: 3, imagen: { extension: 'png', ficheroB64: expect.stringMatching(/^data:image\/png;base64,/) } });
  });

  it('shows the server’s refusal of an image on the form', async () => {
    const { user } = renderContent({ 'POST /api/Gestor/guardaEventoGestor': fail(46) });
    await user.click(await screen.findByRole('tab', { name: 'Eventos' }));
    await user.click(await screen.findByRole('button', { name: 'Editar: Feria de empleo' }));
    await user.click(within(screen.getByRole('form', { name: 'Editar el evento' })).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('adds a reason for students; the common list cannot be edited', async () => {
    const { user, posted } = renderContent();
    await user.click(await screen.findByRole('tab', { name: 'Motivos de rechazo' }));
    const common = await screen.findByRole('row', { name: /He encontrado empleo/ });
    expect(within(common).getByText('Lista común')).toBeInTheDocument();
    expect(within(common).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nuevo motivo' }));
    const form = screen.getByRole('form', { name: 'Nuevo motivo' });
    await user.type(within(form).getByLabelText(/Motivo en castellano/), 'Me voy al extranjero');
    await user.type(within(form).getByLabelText(/Motivo en catalán/), "Me'n vaig a l'estranger");
    await user.type(within(form).getByLabelText(/Motivo en inglés/), 'I am moving abroad');
    await user.click(within(form).getByRole('radio', { name: /Estudiantes/ }));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Motivo guardado.');
    expect(posted[0]?.body).toEqual({ descripcionEs: 'Me voy al extranjero', descripcionCa: "Me'n vaig a l'estranger", descripcionEn: 'I am moving abroad', idPerfil: null, paraAlumnos: true });
  });

  it('deactivates a programme in use instead of deleting it', async () => {
    const { user, posted } = renderContent();
    await user.click(await screen.findByRole('tab', { name: 'Programas de las ofertas' }));
    await user.click(await screen.findByRole('button', { name: 'Desactivar: Prácticas en empresas' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Programa desactivado.');
    expect(posted[0]?.body).toEqual({ id: 11, activo: false });
    expect(screen.queryByRole('button', { name: /Borrar: Prácticas/ })).not.toBeInTheDocument();
  });
});
