import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CvDatos, StaffCandidateItem } from '@portal/shared';
import { ok, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { staffMember } from '@/testing/test-data';
import CandidateDetailPage from './candidate-detail';
import CandidateListPage from './candidate-list';

const item = (over: Partial<StaffCandidateItem> = {}): StaffCandidateItem => ({
  idAlumno: 41,
  nombre: 'Lucía',
  apellidos: 'Martín Ferrer',
  email: 'alumno@example.org',
  documento: '12345678Z',
  titulaciones: ['Grado en Informática'],
  validadoServicio: false,
  bloqueado: false,
  fechaAlta: '2026-01-10T10:00:00.000Z',
  bajaSolicitada: null,
  fechaSupresion: null,
  ...over,
});

const file = { idFichero: 'f1', nombre: 'nominas.pdf', extension: 'pdf', tamano: 1000, url: '/api/Gestor/ficheroCandidatoGestor/41/f1' };
const cv = {
  email: 'alumno@example.org',
  datosPersonales: {
    nombre: 'Lucía', apellido1: 'Martín', apellido2: 'Ferrer', tipoDocumento: 'dni', documento: '12345678Z', fechaNacimiento: '01/02/2001', genero: null,
    emailPersonal: null, emailEstudiante: null, movil: '600000000', telefonoFijo: null, direccion: null, codigoPostal: null, localidad: 'Palma', idProvincia: null,
    provincia: null, idPais: null, pais: null, iban: null, numeroSeguridadSocial: null, nacionalidades: [], idProvinciaNacimiento: null, provinciaNacimiento: null,
    discapacidad: false, boletin: false, idIdioma: null, idioma: null,
  },
  estudios: [], experiencias: [], idiomas: [], intereses: [], sectoresInteres: [], programasInformaticos: [], competencias: [],
  presentacion: null, enlacePortfolio: null,
  profesional: { carnetsConducir: [], vehiculoPropio: false, disponibilidadViajar: false, disponibilidadTraslado: false, trabajandoActualmente: false },
  permisoTrabajo: false, idPeriodoPreferencia: null, periodoPreferencia: null, busquedaActivaPracticas: true, busquedaActivaTrabajo: true,
  idNivelFormativo: null, nivelFormativo: null,
  documentos: [{ id: 1, idTipo: 1, tipo: 'Otros', nombre: 'Nóminas', visibilidad: 'private', idOferta: null, urlOferta: null, tituloOferta: null, url: null, fichero: file, fecha: '01/01/2026' }],
  urlImagenPerfil: null, validadoPorServicio: false, idIdioma: null, fechaCreacion: null, fechaActualizacion: null,
} satisfies CvDatos;

function renderDetail(candidato = item()) {
  const posted: ApiRequest[] = [];
  const routes = [...tableRoute('staff-candidate', <CandidateDetailPage />), ...tableRoute('staff-candidates', <CandidateListPage />)];
  const view = renderPage('/gestion/candidatos/41', routes, {
    user: staffMember,
    api: {
      'GET /api/Gestor/dameCvCandidatoGestor/41': ok({ candidato, cv }),
      'POST /api/Gestor/bloqueaCandidato': (request) => {
        posted.push(request);
        return ok(item({ bloqueado: true }));
      },
      'POST /api/Gestor/validaCandidatoGestor': (request) => {
        posted.push(request);
        return ok(item({ validadoServicio: true }));
      },
      'POST /api/Gestor/suprimeCandidatoGestor': (request) => {
        posted.push(request);
        return ok({ idAlumno: 41 });
      },
      'POST /api/Gestor/anulaBajaCandidatoGestor': (request) => {
        posted.push(request);
        return ok(item());
      },
      'GET /api/Gestor/dameCandidatosGestor': ok({ total: 0, pagina: 1, porPagina: 25, items: [] }),
    },
  });
  return { ...view, posted };
}

describe("a candidate's record", () => {
  it('shows the CV with the private documents marked as such', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Lucía Martín Ferrer' })).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documentos' });
    expect(within(documents).getByText('Privado')).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Descargar nominas.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Palma')).toBeInTheDocument();
  });

  it('blocks with a reason and marks the CV as validated', async () => {
    const { user, posted } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Bloquear' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloquear a Lucía Martín Ferrer' });
    // The reason is the candidate's to read: it goes to them by mail.
    expect(within(dialog).getByText(/recibirá este motivo por correo/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Uso indebido');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Candidato bloqueado.');
    expect(posted[0]?.body).toEqual({ idAlumno: 41, motivo: 'Uso indebido' });
    await user.click(screen.getByRole('button', { name: 'Marcar como validado' }));
    expect(await screen.findByRole('status')).toHaveTextContent('CV marcado como validado.');
    expect(posted[1]?.body).toEqual({ idAlumno: 41, validado: true });
  });

  it('erases a requested deregistration after confirmation and goes back to the requests', async () => {
    const { user, posted } = renderDetail(item({ bajaSolicitada: '2026-11-01T10:00:00.000Z', fechaSupresion: '2026-12-01T10:00:00.000Z' }));
    expect(await screen.findByText(/Baja solicitada el/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suprimir ahora' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suprimir los datos de Lucía Martín Ferrer' });
    await user.click(within(dialog).getByRole('button', { name: 'Suprimir ahora' }));
    // Back on the deregistration requests, which say the erasure was done (the record it was done on is gone).
    expect(await screen.findByText('Datos suprimidos.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: /Bajas solicitadas/ })).toHaveAttribute('aria-current', 'page');
    expect(posted[0]?.body).toEqual({ idAlumno: 41 });
  });

  it('withdraws a deregistration request on the candidate\'s behalf after confirmation, saying they are mailed', async () => {
    const { user, posted } = renderDetail(item({ bajaSolicitada: '2026-11-01T10:00:00.000Z', fechaSupresion: '2026-12-01T10:00:00.000Z' }));
    await user.click(await screen.findByRole('button', { name: 'Anular la baja' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Anular la solicitud de baja de Lucía Martín Ferrer' });
    expect(dialog).toHaveTextContent('Sus datos ya no se suprimirán el 1 de diciembre de 2026');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Anular la baja' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Anular la baja' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud de baja anulada: se le ha enviado un correo.');
    expect(posted.map((r) => [r.path, r.body])).toEqual([['/api/Gestor/anulaBajaCandidatoGestor', { idAlumno: 41 }]]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers neither withdrawing nor erasing without a request', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Lucía Martín Ferrer' });
    expect(screen.queryByRole('button', { name: 'Anular la baja' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suprimir ahora' })).not.toBeInTheDocument();
  });
});
