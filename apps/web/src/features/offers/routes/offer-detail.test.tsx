import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Status, catalogueEntry, type OfferDetail } from '@portal/shared';
import { getNotice } from '@/lib/notices';
import { fail, heldAnswer, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { candidate } from '@/testing/test-data';
import { offerDetail } from '../testing/offer-data';
import OfferDetailPage from './offer-detail';

const URL_ACCESS = 'analista-programador-9004';
const DETAIL = `GET /api/Alumno/dameOferta/${URL_ACCESS}`;
const CREDITS = `GET /api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/${URL_ACCESS}`;
const ENROL = 'POST /api/Alumno/inscribirse';
const CHECKLIST = `GET /api/Alumno/dameRequisitosInscripcion/${URL_ACCESS}`;

function renderOffer(offer: Partial<OfferDetail>, api: Record<string, ApiHandler> = {}, path = `/ofertas-empleo/${URL_ACCESS}`) {
  return renderPage(path, [...tableRoute('job-offer', <OfferDetailPage />), ...tableRoute('internship-offer', <OfferDetailPage />)], {
    user: candidate,
    api: {
      [DETAIL]: ok(offerDetail({ urlAcceso: URL_ACCESS, titulo: 'Analista programador/a', ...offer })),
      [CREDITS]: ok({ aviso: false, porcentajeMinimo: null, porcentajeActual: null }),
      ...api,
    },
  });
}

async function applyAndConfirm(user: ReturnType<typeof renderOffer>['user'], confirm = 'Sí, inscribirme') {
  await user.click(await screen.findByRole('button', { name: /^Inscribirme/ }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar la candidatura' });
  await user.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
}

describe('offer page', () => {
  it('shows every field that is set, grouped, and hides the company when the offer does', async () => {
    renderOffer({
      tareas: 'Revisar código y escribir pruebas.',
      requisitos: [{ clave: 'idioma', descripcion: 'Inglés: nivel mínimo B2' }],
      programasInformaticos: ['Git', 'Docker'],
      documentacionNecesaria: [{ idTipoDocumento: 3, nombre: 'Expediente académico' }],
      duracionMeses: 6,
      empresa: null,
      empresaOculta: true,
      datosEmpresa: null,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Analista programador/a' })).toBeInTheDocument();
    for (const section of ['Descripción', 'Tareas', 'Condiciones', 'Requisitos', 'Titulaciones', 'Empresa']) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Revisar código y escribir pruebas.')).toBeInTheDocument();
    expect(screen.getByText('Inglés: nivel mínimo B2')).toBeInTheDocument();
    expect(screen.getByText('Git, Docker')).toBeInTheDocument();
    expect(screen.getByText('Expediente académico')).toBeInTheDocument();
    expect(screen.getByText('6 meses')).toBeInTheDocument();
    expect(screen.getByText('100 % de la jornada')).toBeInTheDocument();
    expect(screen.getByText('Requerida · Grado · Ingeniería y Arquitectura')).toBeInTheDocument();
    expect(screen.getByText('Empresa confidencial')).toBeInTheDocument();
    expect(screen.getByText('La empresa ha preferido no mostrar sus datos en esta oferta.')).toBeInTheDocument();
    expect(screen.queryByText('Campus')).not.toBeInTheDocument();
  });

  it('enrols after the confirmation that the company receives the CV, and shows notice 502', async () => {
    const { user, api } = renderOffer({}, { [ENROL]: { status: Status.EnrolledCvSent, datos: { urlOferta: URL_ACCESS, idEstado: 1 } } });
    const dialog = await applyAndConfirm(user);
    expect(dialog).toHaveTextContent('La empresa recibirá el CV generado a partir de tu perfil.');
    expect(await screen.findByRole('status')).toHaveTextContent('Inscripción realizada');
    expect(api.callsTo('POST', '/api/Alumno/inscribirse')[0]?.body).toEqual({ urlOferta: URL_ACCESS, tipo: 'empleo' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns in the confirmation when the credits are below the offer minimum', async () => {
    const { user } = renderOffer({}, { [CREDITS]: ok({ aviso: true, porcentajeMinimo: 75, porcentajeActual: 62.5 }) });
    await user.click(await screen.findByRole('button', { name: 'Inscribirme en la oferta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar la candidatura' });
    expect(dialog).toHaveTextContent('Créditos por debajo del mínimo');
    expect(dialog).toHaveTextContent('al menos el 75 % de los créditos y tú tienes el 62,5 %');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends a switched-off active search (54) to the CV section', async () => {
    const { user } = renderOffer({}, { [ENROL]: fail(Status.ActiveJobSearchRequired) });
    await applyAndConfirm(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Búsqueda activa desactivada');
    expect(alert).toHaveTextContent('Activa la búsqueda activa de empleo en tu CV');
    expect(within(alert).getByRole('link', { name: 'Activar la búsqueda en mi CV' })).toHaveAttribute('href', '/cv#cv-busqueda-activa');
  });

  it('lists the unmet requirements (80) and the other refusals in the catalogue words', async () => {
    let answer = fail(Status.RequirementsNotMet, 'No cumples los requisitos de esta oferta. Requisitos no cumplidos: Alemán: B1.', {
      requisitosNoCumplidos: [
        { clave: 'idioma', descripcion: 'Alemán: nivel mínimo B1' },
        { clave: 'vehiculoPropio', descripcion: 'Vehículo propio' },
      ],
    });
    const { user } = renderOffer({}, { [ENROL]: () => answer });
    await applyAndConfirm(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No cumples los requisitos');
    // The server's message, with its list of unmet requirements, is what the candidate reads (spec 2 §8.1).
    expect(alert).toHaveTextContent('No cumples los requisitos de esta oferta. Requisitos no cumplidos: Alemán: B1.');
    expect(alert).not.toHaveTextContent('Si crees que es un error');
    expect(within(alert).queryAllByRole('listitem')).toHaveLength(0);

    answer = fail(Status.RequirementsNotMet, undefined, { requisitosNoCumplidos: [{ clave: 'vehiculoPropio', descripcion: 'Vehículo propio' }] });
    await applyAndConfirm(user);
    await waitFor(() => expect(within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Vehículo propio']));

    answer = fail(Status.OfferExpired);
    await applyAndConfirm(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El plazo de inscripción de esta oferta ha finalizado.'));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Ver otras ofertas' })).toHaveAttribute('href', '/ofertas-empleo');

    answer = fail(Status.CvRequired);
    await applyAndConfirm(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('CV necesario'));
    expect(screen.getByRole('alert')).toHaveTextContent('Te falta crear tu CV: rellena y guarda tus datos personales.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Ir a mi CV' })).toHaveAttribute('href', '/cv#cv-datos-personales');
  });

  it('takes a deregistered account (32, important) to the banner that logs out, not to an inline refusal', async () => {
    const { user } = renderOffer({}, { [ENROL]: fail(Status.Deregistered) });
    await applyAndConfirm(user);
    await waitFor(() => expect(getNotice()?.status).toBe(Status.Deregistered));
    expect(catalogueEntry(Status.Deregistered).category).toBe('important');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the data an internship needs before enrolling (518), and explains a 518 refusal the same way', async () => {
    const PRACTICE = 'GET /api/Alumno/faltaDatosNecesariosPorPractica';
    let faltan = ['fechaNacimiento', 'iban'];
    const first = renderOffer(
      { idPerfil: 2 },
      { [PRACTICE]: () => ok({ faltan }), [ENROL]: fail(Status.MissingDataForPractice, undefined, { faltan: ['numeroSeguridadSocial'] }) },
      `/ofertas-practicas/${URL_ACCESS}`,
    );
    await first.user.click(await screen.findByRole('button', { name: 'Inscribirme en la oferta' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Completa tus datos para las prácticas');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fecha de nacimiento', 'IBAN (para cobrar la ayuda)']);
    expect(within(notice).getByRole('link', { name: 'Completar los datos en mi CV' })).toHaveAttribute('href', '/cv');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(first.api.callsTo('POST', '/api/Alumno/inscribirse')).toHaveLength(0);
    first.unmount();

    faltan = [];
    const { user } = renderOffer(
      { idPerfil: 2 },
      { [PRACTICE]: () => ok({ faltan }), [ENROL]: fail(Status.MissingDataForPractice, undefined, { faltan: ['numeroSeguridadSocial'] }) },
      `/ofertas-practicas/${URL_ACCESS}`,
    );
    await applyAndConfirm(user);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Faltan datos para las prácticas');
    expect(within(refusal).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Número de la Seguridad Social']);
  });

  it('asks for the missing documents (11), adds them to the CV and enrols again', async () => {
    let attempts = 0;
    const { user, api } = renderOffer(
      {},
      {
        [ENROL]: () => {
          attempts += 1;
          return attempts === 1
            ? fail(Status.MissingDocumentation, undefined, { documentacionNecesaria: [{ idTipoDocumento: 3, nombre: 'Expediente académico' }] })
            : { status: Status.EnrolledCvSent, datos: { urlOferta: URL_ACCESS, idEstado: 1 } };
        },
        'POST /api/Alumno/addDoc': ok({}),
      },
    );
    await applyAndConfirm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Documentación necesaria' });
    expect(screen.getByRole('alert')).toHaveTextContent('Falta documentación');

    await user.click(within(dialog).getByRole('button', { name: 'Subir e inscribirme' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Expediente académico/)).toHaveAccessibleDescription(expect.stringContaining('Este campo es requerido')));

    const wrong = new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' });
    // As if the file chooser let any file through: the accept list is a hint, not a rule.
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText(/Expediente académico/), wrong);
    await user.click(within(dialog).getByRole('button', { name: 'Subir e inscribirme' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Expediente académico/)).toHaveAccessibleDescription(expect.stringContaining('Este tipo de fichero no esta permitido')));
    expect(api.callsTo('POST', '/api/Alumno/addDoc')).toHaveLength(0);

    const record = new File(['%PDF-1.4 expediente'], 'expediente.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/Expediente académico/), record);
    await user.click(within(dialog).getByRole('button', { name: 'Subir e inscribirme' }));
    // The drop zone has a status line of its own: wait for the notice's.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('Inscripción realizada');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = api.callsTo('POST', '/api/Alumno/addDoc')[0]?.body as Record<string, unknown> & { fichero: Record<string, string> };
    expect(body).toMatchObject({ idTipo: 3, nombre: 'expediente.pdf', visibilidad: 'process', idOferta: 9004 });
    expect(body.fichero).toMatchObject({ extension_adjunto: 'pdf', nombre: 'expediente.pdf' });
    expect(body.fichero.ficheroB64ParaAltas).toMatch(/^data:application\/pdf;base64,/);
    expect(api.callsTo('POST', '/api/Alumno/inscribirse')).toHaveLength(2);
  });

  it('records an external enrolment and opens the company site', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, api } = renderOffer(
      { inscripcionExterna: true, enlaceInscripcion: 'https://empleo.idi.example/ofertas/1' },
      { [ENROL]: ok({ urlOferta: URL_ACCESS, idEstado: 1, urlExterna: 'https://empleo.idi.example/ofertas/1' }) },
    );
    expect(await screen.findByText('La inscripción se completa en la web de la empresa. Guardaremos constancia de tu candidatura.')).toBeInTheDocument();
    const dialog = await applyAndConfirm(user, 'Sí, ir a la web de la empresa');
    expect(dialog).toHaveTextContent('la abriremos en una pestaña nueva');
    expect(await screen.findByRole('link', { name: /Ir a la web de la empresa/ })).toHaveAttribute('href', 'https://empleo.idi.example/ofertas/1');
    expect(open).toHaveBeenCalledWith('https://empleo.idi.example/ofertas/1', '_blank', 'noopener,noreferrer');
    expect(api.callsTo('POST', '/api/Alumno/inscribirse')[0]?.body).toEqual({ urlOferta: URL_ACCESS, tipo: 'empleo', inscripcionExterna: true });
  });

  it('withdraws a candidacy after yes, and explains one the company has processed (30)', async () => {
    let processed = false;
    const candidatura = { idEstado: 1, estado: 'Inscrita', fecha: '20/11/2026', puedeDesinscribirse: true };
    let offer = offerDetail({ urlAcceso: URL_ACCESS, inscrito: true, candidatura });
    const { user, api } = renderOffer(
      {},
      {
        [DETAIL]: () => ok(offer),
        'POST /api/Alumno/desinscribirse': (request: ApiRequest) => {
          if (processed) return fail(Status.CandidacyProcessed);
          offer = offerDetail({ urlAcceso: URL_ACCESS, inscrito: false, candidatura: { ...candidatura, idEstado: 6, estado: 'Retirada', puedeDesinscribirse: false } });
          return { status: Status.Unenrolled, datos: { urlOferta: (request.body as { urlOferta: string }).urlOferta, idEstado: 6 } };
        },
      },
    );
    expect(await screen.findByText('Te inscribiste el 20/11/2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi candidatura' })).toHaveAttribute('href', `/mis-candidaturas/${URL_ACCESS}`);

    await user.click(screen.getByRole('button', { name: 'Retirar mi candidatura' }));
    const question = screen.getByRole('alertdialog', { name: 'Retirar la candidatura' });
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(api.callsTo('POST', '/api/Alumno/desinscribirse')).toHaveLength(0);

    processed = true;
    await user.click(screen.getByRole('button', { name: 'Retirar mi candidatura' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La empresa ya ha tramitado tu candidatura, por eso no puedes retirarla.');

    processed = false;
    await user.click(screen.getByRole('button', { name: 'Retirar mi candidatura' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Inscripción retirada');
    expect(await screen.findByRole('button', { name: 'Inscribirme en la oferta' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/Alumno/desinscribirse').at(-1)?.body).toEqual({ urlOferta: URL_ACCESS });
  });

  it('points a pre-enrolment to the candidacy, where it is answered', async () => {
    renderOffer({ inscrito: true, candidatura: { idEstado: 16, estado: 'Preinscripción', fecha: '21/11/2026', puedeDesinscribirse: false } });
    expect(await screen.findByText('El servicio te ha preinscrito en esta oferta. Acepta o rechaza la preinscripción.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responder a la preinscripción' })).toHaveAttribute('href', `/mis-candidaturas/${URL_ACCESS}`);
    expect(screen.queryByRole('button', { name: 'Retirar mi candidatura' })).not.toBeInTheDocument();
  });

  it('offers no withdrawal of a candidacy the company has processed (the server would answer 30)', async () => {
    renderOffer({ inscrito: true, candidatura: { idEstado: 2, estado: 'En revisión', fecha: '20/11/2026', puedeDesinscribirse: false } });
    expect(await screen.findByText('Te inscribiste el 20/11/2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi candidatura' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirar mi candidatura' })).not.toBeInTheDocument();
  });

  it('moves an internship opened under the job path to its own path, and explains an unknown offer', async () => {
    const first = renderOffer({ idPerfil: 2 });
    await waitFor(() => expect(first.router.state.location.pathname).toBe(`/ofertas-practicas/${URL_ACCESS}`));
    first.unmount();

    renderOffer({}, { [DETAIL]: fail(Status.OfferNotFound) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Oferta no encontrada');
    expect(screen.getByRole('link', { name: 'Volver a la lista de ofertas' })).toHaveAttribute('href', '/ofertas-empleo');
  });

  it('shows the button only with the checklist drawn above it: a tap never lands where the button was', async () => {
    const checklist = heldAnswer(
      ok({
        puedeInscribirse: false,
        requisitos: [{ clave: '54', descripcion: 'Activar la búsqueda activa de empleo en tu CV', cumple: false, seccion: 'busqueda-activa', codigo: 54 }],
      }),
    );
    renderOffer({}, { [CHECKLIST]: checklist.handler });
    expect(await screen.findByRole('heading', { level: 2, name: 'Analista programador/a' })).toBeInTheDocument();
    expect((await screen.findByText('Comprobando los requisitos de la oferta…')).closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: /^Inscribirme/ })).not.toBeInTheDocument();

    checklist.release();
    const button = await screen.findByRole('button', { name: 'Inscribirme en la oferta' });
    const list = screen.getByRole('region', { name: 'Antes de inscribirte: 1 requisito sin cumplir' });
    expect(list.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Completar en mi CV: Activar la búsqueda activa de empleo en tu CV' })).toHaveAttribute(
      'href',
      `/cv?volver=%2Fofertas-empleo%2F${URL_ACCESS}#cv-busqueda-activa`,
    );
    expect(screen.queryByText('Comprobando los requisitos de la oferta…')).not.toBeInTheDocument();
  });

  it('waits for the credits too, so the confirmation opens with its warning in place', async () => {
    const credits = heldAnswer(ok({ aviso: true, porcentajeMinimo: 75, porcentajeActual: 62.5 }));
    const { user } = renderOffer({}, { [CREDITS]: credits.handler, [CHECKLIST]: ok({ puedeInscribirse: true, requisitos: [] }) });
    expect(await screen.findByText('Comprobando los requisitos de la oferta…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Inscribirme/ })).not.toBeInTheDocument();
    credits.release();
    await user.click(await screen.findByRole('button', { name: 'Inscribirme en la oferta' }));
    expect(await screen.findByRole('alertdialog', { name: 'Confirmar la candidatura' })).toHaveTextContent('Créditos por debajo del mínimo');
  });

  it('shows the button at once when the checklist cannot be read: it is a guide, the server decides', async () => {
    renderOffer({}, { [CHECKLIST]: fail(Status.GeneralError) });
    expect(await screen.findByRole('button', { name: 'Inscribirme en la oferta' })).toBeEnabled();
    expect(screen.queryByText('Comprobando los requisitos de la oferta…')).not.toBeInTheDocument();
  });

  it('offers no enrolment on an expired offer', async () => {
    renderOffer({ caducada: true });
    expect(await screen.findByText('El plazo de inscripción de esta oferta ha finalizado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Inscribirme/ })).not.toBeInTheDocument();
  });
});
