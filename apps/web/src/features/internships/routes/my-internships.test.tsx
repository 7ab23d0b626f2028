import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Status, type CandidateInternship } from '@portal/shared';
import { getNotice } from '@/lib/notices';
import { fail, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import MyInternshipsPage from './my-internships';

const PDF_TEXT = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

function internship(overrides: Partial<CandidateInternship> = {}): CandidateInternship {
  return {
    idPractica: 7,
    estado: 'activa',
    empresa: { id: 3, nombre: 'Innovación Digital Ibérica' },
    fechaInicio: '2025-03-01',
    fechaFin: '2025-06-30',
    horasDia: 5,
    horasSemana: 25,
    curso: '4',
    titulacion: { id: 11, nombre: 'Grado en Administración de Empresas' },
    programa: null,
    puestoTrabajo: 'Técnica en prácticas',
    departamento: 'Desarrollo de negocio',
    tareasAdesarrollar: 'Análisis de datos de clientes.',
    esCurricular: true,
    esCicloFormativo: false,
    tutorEmpresa: { nombre: 'Joan', apellidos: 'Riera Mas', email: 'joan@innovacion.example', telefono: '971 000 000', cargo: 'Gerente' },
    tutorAcademico: null,
    documentos: [],
    ...overrides,
  };
}

const finished = internship({
  idPractica: 4,
  estado: 'finalizada',
  empresa: { id: 5, nombre: 'Hoteles Alameda' },
  fechaInicio: '2024-01-01',
  fechaFin: '2024-03-31',
  esCurricular: false,
  documentos: [
    {
      id: 31,
      tipo: 'documento',
      idTipoDocumento: 7,
      tipoDocumento: 'Convenio de prácticas',
      nombre: 'convenio-practicas-firmado.pdf',
      fecha: '2024-03-28T10:00:00.000Z',
      urlFichero: '/api/Alumno/dameDocumentoPractica/31',
    },
  ],
});

const domains = ok({ tiposDocumento: [{ id: 9, nombre: 'Memoria final', codigo: null, idPadre: null, atributos: {} }], programas: [] });

function renderInternships(api: Record<string, ApiHandler> = {}) {
  return renderPage('/mis-practicas', tableRoute('my-internships', <MyInternshipsPage />), {
    user: candidate,
    api: { 'GET /api/Alumno/damePracticasAlumno': ok([finished, internship()]), 'GET /api/Dominios/dominios/es': domains, ...api },
  });
}

describe('/mis-practicas', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the internships, current first, with company, state, dates, hours, tutors and documents', async () => {
    renderInternships();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Innovación Digital Ibérica', 'Hoteles Alameda']);

    const active = cards[0]!;
    expect(active).toHaveTextContent('En curso');
    expect(active).toHaveTextContent('Del 1 mar 2025 al 30 jun 2025');
    expect(active).toHaveTextContent('5 h al día · 25 h a la semana');
    expect(active).toHaveTextContent('Grado en Administración de Empresas · curso 4');
    expect(within(active).getByRole('link', { name: 'joan@innovacion.example' })).toHaveAttribute('href', 'mailto:joan@innovacion.example');
    expect(active).toHaveTextContent('En la universidadPendiente de asignar');
    expect(active).toHaveTextContent('Todavía no hay documentos.');

    const past = cards[1]!;
    expect(past).toHaveTextContent('Finalizada');
    expect(past).toHaveTextContent('Extracurriculares');
    expect(within(past).getByRole('button', { name: 'Descargar convenio-practicas-firmado.pdf' })).toBeInTheDocument();
    expect(past).toHaveTextContent('Convenio de prácticas');
  });

  it('says so when there are no internships', async () => {
    renderInternships({ 'GET /api/Alumno/damePracticasAlumno': ok([]) });
    expect(await screen.findByText('Todavía no tienes prácticas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver ofertas de prácticas' })).toHaveAttribute('href', '/ofertas-practicas');
  });

  it('downloads a document with the token, as a blob under its own name', async () => {
    const view = renderInternships({
      'GET /api/Alumno/dameDocumentoPractica/31': () => new Response(PDF_TEXT, { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await view.user.click(await screen.findByRole('button', { name: 'Descargar convenio-practicas-firmado.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [download] = view.api.callsTo('GET', '/api/Alumno/dameDocumentoPractica/31');
    expect(download?.headers.authorization).toMatch(/^Bearer /);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('convenio-practicas-firmado.pdf');
    expect(anchor.href).toBe('blob:doc');
  });

  it('uploads a PDF form: checks it, sends it as a data URL, closes the dialog and shows the new document', async () => {
    let uploaded = false;
    const withForm = internship({
      documentos: [
        { id: 40, tipo: 'formulario', idTipoDocumento: null, tipoDocumento: null, nombre: 'seguimiento.pdf', fecha: '2025-04-02T09:00:00.000Z', urlFichero: '/api/Alumno/dameDocumentoPractica/40' },
      ],
    });
    const { user, api } = renderInternships({
      'GET /api/Alumno/damePracticasAlumno': () => ok([uploaded ? withForm : internship()]),
      'POST /api/Alumno/addFicheroPractica': () => {
        uploaded = true;
        return { status: Status.DocumentsAttached, datos: { idDocumento: 40 } };
      },
    });
    const opener = await screen.findByRole('button', { name: 'Subir documentos (Innovación Digital Ibérica)' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Subir documentos' });
    expect(within(dialog).getByRole('radio', { name: 'Formulario de prácticas (PDF)' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(within(dialog).getByText('Elige el fichero que quieres subir')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/addFicheroPractica')).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('Fichero'), new File([PDF_TEXT], 'seguimiento.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = api.callsTo('POST', '/api/Alumno/addFicheroPractica') as [ApiRequest];
    expect(request.body).toEqual({
      idPractica: 7,
      fichero: { ficheroB64ParaAltas: `data:application/pdf;base64,${btoa(PDF_TEXT)}`, extension_adjunto: 'pdf', nombre: 'seguimiento.pdf' },
    });
    expect(getNotice()?.status).toBe(Status.DocumentsAttached);
    expect(await screen.findByRole('button', { name: 'Descargar seguimiento.pdf' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('refuses a non-PDF form before anything is sent, and a renamed file when it is read', async () => {
    const { api } = renderInternships();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Subir documentos (Innovación Digital Ibérica)' }));
    const dialog = screen.getByRole('dialog');

    await user.upload(within(dialog).getByLabelText('Fichero'), new File(['hola'], 'notas.docx'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('«notas.docx»: El fichero debe estar en formato PDF');

    await user.upload(within(dialog).getByLabelText('Fichero'), new File(['\u0089PNG image'], 'foto.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('«foto.pdf»: El fichero debe estar en formato PDF');
    expect(api.callsTo('POST', '/api/Alumno/addFicheroPractica')).toHaveLength(0);
  });

  it("shows the server's refusals (45, 46) inside the dialog", async () => {
    const { user } = renderInternships({
      'POST /api/Alumno/addFicheroRenunciaSet': fail(Status.InternshipStudentNotFound),
      'POST /api/Alumno/addFicheroPractica': fail(Status.FileTypeNotAllowed),
    });
    await user.click(await screen.findByRole('button', { name: 'Subir documentos (Innovación Digital Ibérica)' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Renuncia a las prácticas (PDF)' }));
    await user.upload(within(dialog).getByLabelText('Fichero'), new File([PDF_TEXT], 'renuncia.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No hemos encontrado al estudiante de las prácticas.');
    expect(within(dialog).getByRole('list', { name: 'Ficheros elegidos' })).toHaveTextContent('renuncia.pdf');

    await user.click(within(dialog).getByRole('radio', { name: 'Formulario de prácticas (PDF)' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Fichero'), new File([PDF_TEXT], 'formulario.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tipo de fichero no permitido');
  });

  it('sends another document with its type, in any of the general formats', async () => {
    const { user, api } = renderInternships({
      'POST /api/Alumno/addDocumentoPractica': { status: Status.DocumentsAttached, datos: { idDocumento: 41 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Subir documentos (Innovación Digital Ibérica)' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Otro documento' }));
    await user.upload(within(dialog).getByLabelText('Fichero'), new File(['memoria'], 'memoria.docx'));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(within(dialog).getByLabelText('Tipo de documento')).toHaveAccessibleDescription('Este campo es requerido');

    await user.selectOptions(within(dialog).getByLabelText('Tipo de documento'), 'Memoria final');
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/addDocumentoPractica')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/addDocumentoPractica')[0]!.body).toMatchObject({
      idPractica: 7,
      idTipoDocumento: 9,
      fichero: { extension_adjunto: 'docx', nombre: 'memoria.docx' },
    });
  });

  it('offers the CF follow-up only for a vocational internship, and no upload for a cancelled one', async () => {
    const { user } = renderInternships({
      'GET /api/Alumno/damePracticasAlumno': ok([internship({ esCicloFormativo: true }), internship({ idPractica: 9, estado: 'cancelada', empresa: { id: 8, nombre: 'Logística Meseta' } })]),
    });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[1]!).queryByRole('button', { name: /Subir documentos/ })).not.toBeInTheDocument();
    await user.click(within(cards[0]!).getByRole('button', { name: /Subir documentos/ }));
    expect(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Documento de seguimiento de FP (PDF)' })).toBeInTheDocument();
  });
});
