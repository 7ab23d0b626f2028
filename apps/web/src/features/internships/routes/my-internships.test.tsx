import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { internshipCalls, Status, studentEducationRequestCalls, type CandidateInternship } from '@portal/shared';
import { getNotice } from '@/lib/notices';
import { fail, mockCall, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
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
    renuncia: null,
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
      borrable: false,
    },
  ],
});

const domains = ok({ tiposDocumento: [{ id: 9, nombre: 'Memoria final', codigo: null, idPadre: null, atributos: {} }], programas: [] });

function renderInternships(api: Record<string, ApiHandler> = {}) {
  return renderPage('/mis-practicas', tableRoute('my-internships', <MyInternshipsPage />), {
    user: candidate,
    api: {
      ...mockCall(internshipCalls.myInternships, [finished, internship()]),
      ...mockCall(studentEducationRequestCalls.mine, []),
      'GET /api/Dominios/dominios/es': domains,
      ...api,
    },
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

  it("shows the requests a company made for the candidate and the candidate's own, with their state, also with no internship yet", async () => {
    const request = { horasSemana: 25, puestoTrabajo: 'Técnica de proyectos', fecha: '2026-10-02T10:00:00.000Z', fechaInicio: '2027-02-01', fechaFin: '2027-05-31' };
    renderInternships({
      'GET /api/Alumno/damePracticasAlumno': ok([]),
      ...mockCall(studentEducationRequestCalls.mine, [
        { ...request, idSolicitudPractica: 4, origen: 'empresa', estado: 'pendiente', empresa: 'Nova Tech', idPractica: null, motivoDecision: null },
        { ...request, idSolicitudPractica: 3, origen: 'alumno', estado: 'aceptada', empresa: 'Hoteles Alameda', idPractica: 12, motivoDecision: null },
      ]),
    });
    const section = await screen.findByRole('region', { name: 'Solicitudes de prácticas' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nova Tech');
    expect(items[0]).toHaveTextContent('La pidió la empresa para ti');
    expect(items[0]).toHaveTextContent('Pendiente');
    expect(items[0]).toHaveTextContent('El servicio de prácticas la está revisando');
    expect(items[1]).toHaveTextContent('tus prácticas están pendientes de que el servicio las formalice');
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
        { id: 40, tipo: 'formulario', idTipoDocumento: null, tipoDocumento: null, nombre: 'seguimiento.pdf', fecha: '2025-04-02T09:00:00.000Z', urlFichero: '/api/Alumno/dameDocumentoPractica/40', borrable: true },
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

  it("shows the server's refusals (45, 46) inside the dialogs", async () => {
    const { user } = renderInternships({
      'POST /api/Alumno/addFicheroRenunciaSet': fail(Status.InternshipStudentNotFound),
      'POST /api/Alumno/addFicheroPractica': fail(Status.FileTypeNotAllowed),
    });
    await user.click(await screen.findByRole('button', { name: 'Renunciar a las prácticas (Innovación Digital Ibérica)' }));
    const renunciation = screen.getByRole('alertdialog', { name: 'Renunciar a las prácticas' });
    await user.upload(within(renunciation).getByLabelText('Documento de renuncia firmado'), new File([PDF_TEXT], 'renuncia.pdf', { type: 'application/pdf' }));
    await user.click(within(renunciation).getByRole('button', { name: 'Enviar la renuncia' }));
    expect(await within(renunciation).findByRole('alert')).toHaveTextContent('No hemos encontrado al estudiante de las prácticas.');
    expect(within(renunciation).getByRole('list', { name: 'Ficheros elegidos' })).toHaveTextContent('renuncia.pdf');
    await user.click(within(renunciation).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Subir documentos (Innovación Digital Ibérica)' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Fichero'), new File([PDF_TEXT], 'formulario.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tipo de fichero no permitido');
  });

  it('makes the renunciation its own action: a red button, a dialog saying what follows, the signed PDF sent', async () => {
    const { user, api } = renderInternships({ 'POST /api/Alumno/addFicheroRenunciaSet': { status: Status.DocumentsAttached, datos: { idDocumento: 50 } } });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[1]!).queryByRole('button', { name: /Renunciar/ })).not.toBeInTheDocument();

    await user.click(within(cards[0]!).getByRole('button', { name: /Subir documentos/ }));
    expect(within(screen.getByRole('dialog')).queryByRole('radio', { name: /Renuncia/ })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));

    const renounce = within(cards[0]!).getByRole('button', { name: 'Renunciar a las prácticas (Innovación Digital Ibérica)' });
    await user.click(renounce);
    const dialog = screen.getByRole('alertdialog', { name: 'Renunciar a las prácticas' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('el servicio dará por terminadas estas prácticas'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la renuncia' }));
    expect(within(dialog).getByText('Elige el fichero que quieres subir')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Documento de renuncia firmado'), new File([PDF_TEXT], 'renuncia.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la renuncia' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/addFicheroRenunciaSet')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/addFicheroRenunciaSet')[0]!.body).toMatchObject({ idPractica: 7, fichero: { nombre: 'renuncia.pdf' } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says a sent renunciation is with the service (its button then adds to the set), and why one was refused', async () => {
    let sent = false;
    const pending = { estado: 'pendiente' as const, fecha: '2025-04-10T09:00:00.000Z', motivo: null };
    const { user } = renderInternships({
      ...mockCall(internshipCalls.myInternships)(() => [finished, internship(sent ? { renuncia: pending } : {})]),
      'POST /api/Alumno/addFicheroRenunciaSet': () => {
        sent = true;
        return { status: Status.DocumentsAttached, datos: { idDocumento: 50 } };
      },
    });
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).queryByText(/Enviaste tu renuncia/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Renunciar a las prácticas (Innovación Digital Ibérica)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Renunciar a las prácticas' });
    await user.upload(within(dialog).getByLabelText('Documento de renuncia firmado'), new File([PDF_TEXT], 'renuncia.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la renuncia' }));
    expect(await within(card).findByText(/Enviaste tu renuncia el 10 abr 2025: el servicio de prácticas la revisará y te avisará/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Añadir un documento a la renuncia (Innovación Digital Ibérica)' })).toBeInTheDocument();
  });

  it("shows the service's reason for a refused renunciation, and lets the candidate renounce again", async () => {
    const refused = { estado: 'rechazada' as const, fecha: '2025-04-10T09:00:00.000Z', motivo: 'Falta la firma del tutor académico' };
    renderInternships({ ...mockCall(internshipCalls.myInternships, [internship({ renuncia: refused })]) });
    const card = await screen.findByRole('article');
    expect(within(card).getByText(/no ha aceptado la renuncia que enviaste el 10 abr 2025/)).toHaveTextContent('Falta la firma del tutor académico');
    expect(within(card).getByRole('button', { name: 'Renunciar a las prácticas (Innovación Digital Ibérica)' })).toBeInTheDocument();
  });

  it('deletes a document the candidate uploaded after a confirmation that names it, and offers no delete for the others', async () => {
    let deleted = false;
    const withForm = internship({
      documentos: [
        { id: 40, tipo: 'formulario', idTipoDocumento: null, tipoDocumento: null, nombre: 'equivocado.pdf', fecha: '2025-04-02T09:00:00.000Z', urlFichero: '/api/Alumno/dameDocumentoPractica/40', borrable: true },
      ],
    });
    const { user, api } = renderInternships({
      ...mockCall(internshipCalls.myInternships)(() => [finished, deleted ? internship() : withForm]),
      ...mockCall(internshipCalls.deleteDocument)(() => {
        deleted = true;
        return { idDocumento: 40 };
      }),
    });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Eliminar convenio-practicas-firmado.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar equivocado.pdf' }));
    let dialog = screen.getByRole('alertdialog', { name: '¿Eliminar «equivocado.pdf»?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('no se puede recuperar'));
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('POST', '/api/Alumno/delDocumentoPractica')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar equivocado.pdf' }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar el documento' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/delDocumentoPractica')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/delDocumentoPractica')[0]!.body).toEqual({ id: 40 });
    await waitFor(() => expect(screen.queryByText('equivocado.pdf')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the confirmation open with the reason when the server refuses the deletion (48)', async () => {
    const withForm = internship({
      documentos: [{ id: 40, tipo: 'formulario', idTipoDocumento: null, tipoDocumento: null, nombre: 'equivocado.pdf', fecha: '2025-04-02T09:00:00.000Z', urlFichero: '/x', borrable: true }],
    });
    const { user } = renderInternships({ 'GET /api/Alumno/damePracticasAlumno': ok([withForm]), 'POST /api/Alumno/delDocumentoPractica': fail(Status.ActionNotAllowed) });
    await user.click(await screen.findByRole('button', { name: 'Eliminar equivocado.pdf' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar el documento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No puedes realizar esta acción.');
    expect(screen.getByRole('button', { name: 'Descargar equivocado.pdf' })).toBeInTheDocument();
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
    await waitFor(() => expect(within(dialog).getByLabelText('Tipo de documento')).toHaveAccessibleDescription('Este campo es requerido'));

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
