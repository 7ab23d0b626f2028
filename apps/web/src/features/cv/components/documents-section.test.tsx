import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Status } from '@portal/shared';
import { fail, heldAnswer, ok } from '@/testing/api-server';
import { cvFixture } from '../testing/fixtures';
import { renderCvPage, section } from '../testing/render-cv-page';

const base = cvFixture();
const bigFile = () => new File([new Uint8Array(2_100_000)], 'memoria.pdf', { type: 'application/pdf' });

describe('documents', () => {
  afterEach(() => vi.useRealTimers());

  it('checks type and size when a file is picked, then uploads it as a data URL', async () => {
    const added = { ...base.documentos[0]!, id: 2, nombre: 'Expediente', idTipo: 3, tipo: 'Expediente académico', visibilidad: 'private' as const };
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/addDoc': ok({ ...cvFixture({ documentos: [...base.documentos, added] }), idNuevo: 2 }) } });
    const documents = section('Documentos');
    await user.click(await within(documents).findByRole('button', { name: 'Añadir un documento' }));
    const input = within(documents).getByLabelText(/Archivo del documento/);

    await user.upload(input, bigFile());
    expect(within(documents).getByRole('alert')).toHaveTextContent('El fichero supera el tamaño máximo de 2 MB');

    // The picker's accept list hides other types, but a drop or a phone's file app may still hand one over.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' }));
    expect(within(documents).getByRole('alert')).toHaveTextContent('Este tipo de fichero no esta permitido');

    await user.upload(input, new File(['%PDF-1.4 notas'], 'expediente.pdf', { type: 'application/pdf' }));
    expect(await within(documents).findByText('expediente.pdf')).toBeInTheDocument();
    expect(within(documents).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(documents).getByLabelText(/Título del documento/)).toHaveValue('expediente');

    await user.selectOptions(within(documents).getByLabelText(/Tipo de documento/), 'Expediente académico');
    await user.click(within(documents).getByLabelText('Privado'));
    await user.click(within(documents).getByRole('button', { name: 'Guardar el documento' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/addDoc')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/addDoc')[0]!.body).toEqual({
      idTipo: 3,
      nombre: 'expediente',
      visibilidad: 'private',
      fichero: { ficheroB64ParaAltas: expect.stringMatching(/^data:application\/pdf;base64,/), extension_adjunto: 'pdf', nombre: 'expediente.pdf' },
    });
    expect(await within(documents).findByRole('status')).toHaveTextContent('Documento añadido.');
  });

  it('asks for the offer of a process document among those that request documents, and takes a link instead of a file', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/addDoc': ok(cvFixture()) } });
    const documents = section('Documentos');
    expect(await within(documents).findByText('Documentación que te piden')).toBeInTheDocument();
    expect(within(documents).getByText(/Expediente académico:/)).toHaveTextContent('falta');

    await user.click(within(documents).getByRole('button', { name: 'Añadir un documento' }));
    await user.selectOptions(within(documents).getByLabelText(/Tipo de documento/), 'Expediente académico');
    await user.type(within(documents).getByLabelText(/Título del documento/), 'Expediente 2026');
    await user.click(within(documents).getByLabelText('Para una candidatura'));
    await user.click(within(documents).getByLabelText('Indicar un enlace'));
    await user.click(within(documents).getByRole('button', { name: 'Guardar el documento' }));
    await waitFor(() => expect(within(documents).getByLabelText(/Oferta a la que se envía/)).toHaveAccessibleDescription(expect.stringContaining('Este campo es requerido')));
    expect(within(documents).getByLabelText(/Enlace al documento/)).toHaveAccessibleDescription(expect.stringContaining('Debes adjuntar un fichero o indicar un enlace'));

    await user.selectOptions(within(documents).getByLabelText(/Oferta a la que se envía/), 'Analista programador/a');
    await user.type(within(documents).getByLabelText(/Enlace al documento/), 'https://drive.example.com/expediente');
    await user.click(within(documents).getByRole('button', { name: 'Guardar el documento' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Alumno/addDoc')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Alumno/addDoc')[0]!.body).toEqual({
      idTipo: 3,
      nombre: 'Expediente 2026',
      visibilidad: 'process',
      idOferta: 40,
      url: 'https://drive.example.com/expediente',
    });
  });

  it('shows the server refusal of a file type (46) on the dropzone and keeps the form', async () => {
    const refusal = fail(Status.FileTypeNotAllowed, undefined, {
      errores: [{ campo: 'fichero.extension_adjunto', codigo: Status.FileTypeNotAllowed, clave: 'fileType' }],
    });
    const { user } = await renderCvPage({ api: { 'POST /api/Alumno/addDoc': () => ({ http: 400, body: refusal }) } });
    const documents = section('Documentos');
    await user.click(await within(documents).findByRole('button', { name: 'Añadir un documento' }));
    await user.selectOptions(within(documents).getByLabelText(/Tipo de documento/), 'Otros');
    await user.type(within(documents).getByLabelText(/Título del documento/), 'Notas');
    await user.upload(within(documents).getByLabelText(/Archivo del documento/), new File(['x'], 'notas.txt', { type: 'text/plain' }));
    await within(documents).findByText('notas.txt');
    await user.click(within(documents).getByRole('button', { name: 'Guardar el documento' }));

    const alerts = await within(documents).findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Tipo de fichero no permitido');
    expect(within(documents).getByLabelText(/Archivo del documento/)).toHaveAccessibleDescription(expect.stringContaining('Este tipo de fichero no esta permitido'));
    expect(within(documents).getByLabelText(/Título del documento/)).toHaveValue('Notas');
  });

  it('downloads a file with the session token, through an object URL', async () => {
    const { user, api } = await renderCvPage({
      api: { 'GET /api/Alumno/fichero/f-2': () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }) },
    });
    const createObjectURL = vi.fn(() => 'blob:cv-lucia');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await user.click(await within(section('Documentos')).findByRole('button', { name: /^Descargar:\s*cv-lucia\.pdf/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const downloads = api.callsTo('GET', '/api/Alumno/fichero/f-2');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('cv-lucia.pdf');
    expect(link.href).toBe('blob:cv-lucia');
  });

  it('draws the documents and their buttons once what the offers ask for is in, above them: nothing moves under a tap', async () => {
    const requested = heldAnswer(ok([{ idOferta: 40, urlOferta: 'analista-40', titulo: 'Analista programador/a', completa: false, documentos: [{ idTipo: 3, tipo: 'Expediente académico', aportado: false }] }]));
    await renderCvPage({ api: { 'GET /api/Alumno/documentacionDeProcesosSolicitada': requested.handler } });
    const documents = section('Documentos');
    expect(within(documents).getByText('Cargando los documentos…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(within(documents).queryByRole('button', { name: 'Eliminar: CV Lucía' })).not.toBeInTheDocument();
    expect(within(documents).queryByRole('button', { name: 'Añadir un documento' })).not.toBeInTheDocument();

    requested.release();
    const remove = await within(documents).findByRole('button', { name: 'Eliminar: CV Lucía' });
    const asked = within(documents).getByText('Documentación que te piden');
    expect(asked.compareDocumentPosition(remove) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(documents).queryByText('Cargando los documentos…')).not.toBeInTheDocument();
  });

  it('shows the documents at once when what the offers ask for cannot be read', async () => {
    await renderCvPage({ api: { 'GET /api/Alumno/documentacionDeProcesosSolicitada': fail(Status.GeneralError) } });
    const documents = section('Documentos');
    expect(await within(documents).findByRole('button', { name: 'Eliminar: CV Lucía' })).toBeEnabled();
    expect(within(documents).queryByText('Documentación que te piden')).not.toBeInTheDocument();
  });

  it('deletes a document after confirmation', async () => {
    const { user, api } = await renderCvPage({ api: { 'POST /api/Alumno/delDoc': ok(cvFixture({ documentos: [] })) } });
    const documents = section('Documentos');
    await user.click(await within(documents).findByRole('button', { name: 'Eliminar: CV Lucía' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Eliminar el documento' });
    expect(confirm).toHaveTextContent('no se puede recuperar');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar el documento' }));
    expect(await within(documents).findByText('Todavía no has subido documentos.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/delDoc')[0]!.body).toEqual({ id: 1 });
  });
});
