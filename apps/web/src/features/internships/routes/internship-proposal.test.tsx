import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { fail, ok, type ApiHandler, type ApiRequest } from '@/testing/api-server';
import { renderPage, tableRoute } from '@/testing/render-page';
import { brand, candidate, companyContact, configuration } from '@/testing/test-data';
import InternshipProposalPage from './internship-proposal';

const KNOWN_CIF = 'B12345674';
const UNKNOWN_CIF = 'B99999997';

const programmes = [
  { id: 101, nombre: 'Programa de prácticas en empresas', codigo: null, idPadre: null, atributos: { requiresAdhesion: false } },
  { id: 103, nombre: 'Programa de Garantía Juvenil', codigo: null, idPadre: null, atributos: { dedicationPercent: 80, durationMonths: 12 } },
];

function api(overrides: Record<string, ApiHandler> = {}): Record<string, ApiHandler> {
  return {
    'GET /api/Alumno/numeroSolicitudPracticasEducacionDisponibles': ok({ disponibles: 2, limite: 3 }),
    'GET /api/Alumno/faltaDatosNecesariosPorPractica': ok({ faltan: [] }),
    'GET /api/Alumno/dameTitulacionesActuales': ok([
      { idEstudio: 1, idTitulacion: 11, titulacion: 'Grado en Administración de Empresas', nivel: 'grado', curso: 4, creditosSuperados: 180, creditosTotales: 240 },
    ]),
    'GET /api/Dominios/dominios/es': ok({ tiposDocumento: [], programas: programmes }),
    'GET /api/Dominios/dominios/ca': ok({ tiposDocumento: [], programas: programmes }),
    'POST /api/Alumno/compruebaCIF': (request: ApiRequest) =>
      ok((request.body as { cif: string }).cif === KNOWN_CIF ? { existe: true, nombre: 'Innovación Digital Ibérica' } : { existe: false }),
    'POST /api/Alumno/compruebaEmailContactoEmpresa': (request: ApiRequest) =>
      (request.body as { email: string }).email === 'rrhh@otra.example' ? fail(Status.EmailBelongsToAnotherCompany) : ok({ existe: true }),
    'POST /api/Alumno/solicitudPractica': { status: Status.InternshipProposalRegistered, datos: { idSolicitud: 5 } },
    'GET /api/Alumno/dameSolicitudesPracticasAlumno': ok([]),
    ...overrides,
  };
}

function renderProposal(options: { api?: Record<string, ApiHandler>; marca?: ReturnType<typeof brand>; path?: string } = {}) {
  return renderPage(options.path ?? '/propuesta-practicas', tableRoute('internship-proposal', <InternshipProposalPage />), {
    user: candidate,
    api: options.api ?? api(),
    configuration: configuration(options.marca ?? brand()),
  });
}

type User = ReturnType<typeof renderProposal>['user'];

async function fillValidProposal(user: User) {
  await screen.findByRole('option', { name: 'Grado en Administración de Empresas' });
  await user.type(screen.getByLabelText('CIF de la empresa'), KNOWN_CIF.toLowerCase());
  await user.type(screen.getByLabelText('Correo electrónico de contacto de la empresa'), 'empresa@example.org');
  await user.selectOptions(screen.getByLabelText('Titulación'), 'Grado en Administración de Empresas');
  await user.type(screen.getByLabelText('Fecha de inicio'), '2026-10-01');
  await user.type(screen.getByLabelText('Fecha de fin'), '2027-01-31');
  await user.type(screen.getByLabelText('Puesto de trabajo'), 'Auxiliar de marketing');
  await user.type(screen.getByLabelText('Horas al día'), '4,5');
  await user.type(screen.getByLabelText('Horas a la semana'), '22,5');
  await user.type(screen.getByLabelText('Tareas a desarrollar'), 'Apoyo al equipo de marketing digital.');
  await user.type(screen.getByLabelText('Nombre del tutor o tutora'), 'Joan');
  await user.type(screen.getByLabelText('Apellidos del tutor o tutora'), 'Riera Mas');
  await user.type(screen.getByLabelText('Correo electrónico del tutor o tutora'), 'joan@innovacion.example');
  await user.click(screen.getByLabelText('He leído y acepto las condiciones de las prácticas'));
}

const answered = {
  idSolicitudPractica: 7,
  origen: 'alumno' as const,
  fechaInicio: '2026-10-01',
  fechaFin: '2027-01-31',
  horasSemana: 25,
  puestoTrabajo: 'Auxiliar de marketing',
  fecha: '2026-09-01T10:00:00.000Z',
  idPractica: null,
};

describe('/propuesta-practicas', () => {
  it("shows the candidate's proposals with each company's answer and its reason", async () => {
    renderProposal({
      api: api({
        'GET /api/Alumno/dameSolicitudesPracticasAlumno': ok([
          { ...answered, empresa: 'Innovación Digital Ibérica', estado: 'rechazada', motivoDecision: 'Sin plazas este semestre' },
          { ...answered, idSolicitudPractica: 8, empresa: 'Tallers Sóller', estado: 'aceptada', motivoDecision: null, idPractica: 12 },
        ]),
      }),
    });
    const list = await screen.findByRole('region', { name: 'Solicitudes de prácticas' });
    expect(within(list).getByText('Rechazada')).toBeInTheDocument();
    expect(within(list).getByText('Motivo: Sin plazas este semestre')).toBeInTheDocument();
    expect(within(list).getByText('Aceptada')).toBeInTheDocument();
    expect(within(list).getByText(/tus prácticas están pendientes de que el servicio las formalice/)).toBeInTheDocument();
  });

  it('asks for the data an internship needs (518) before showing the form, with the way to the CV', async () => {
    renderProposal({ api: api({ 'GET /api/Alumno/faltaDatosNecesariosPorPractica': ok({ faltan: ['documento', 'numeroSeguridadSocial'] }) }) });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Completa primero tus datos');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Documento de identidad', 'Número de la Seguridad Social']);
    expect(within(notice).getByRole('link', { name: 'Completar los datos en mi CV' })).toHaveAttribute('href', '/cv');
    expect(screen.queryByLabelText('CIF de la empresa')).not.toBeInTheDocument();
  });

  it('checks the CIF when leaving the field: malformed, a company of the portal, or one to name', async () => {
    const { user, api: calls } = renderProposal();
    expect(await screen.findByText('Este curso puedes enviar 2 propuestas más (de 3).')).toBeInTheDocument();
    const cif = screen.getByLabelText('CIF de la empresa');

    await user.type(cif, 'B1234567X');
    await user.tab();
    await waitFor(() => expect(cif).toHaveAccessibleDescription(/El CIF está mal formado/));
    expect(calls.callsTo('POST', '/api/Alumno/compruebaCIF')).toHaveLength(0);

    await user.clear(cif);
    await user.type(cif, KNOWN_CIF);
    await user.tab();
    expect(await screen.findByText('Empresa registrada en el portal: Innovación Digital Ibérica')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre de la empresa')).not.toBeInTheDocument();

    await user.clear(cif);
    await user.type(cif, UNKNOWN_CIF);
    await user.tab();
    expect(await screen.findByText('Esta empresa todavía no está en el portal: indica su nombre.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la empresa')).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/Alumno/compruebaCIF').map((c) => c.body)).toEqual([{ cif: KNOWN_CIF }, { cif: UNKNOWN_CIF }]);
  });

  it("shows the server's 33 on the CIF, and 44 on the contact e-mail", async () => {
    const { user } = renderProposal({ api: api({ 'POST /api/Alumno/compruebaCIF': fail(Status.CifMalformed) }) });
    const cif = await screen.findByLabelText('CIF de la empresa');
    await user.type(cif, KNOWN_CIF);
    await user.tab();
    await waitFor(() => expect(cif).toHaveAccessibleDescription(/Revisa la letra inicial, los dígitos y el carácter de control/));

    const email = screen.getByLabelText('Correo electrónico de contacto de la empresa');
    await user.type(email, 'rrhh@otra.example');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Este correo electrónico ya pertenece a un contacto de otra empresa/));
  });

  it('sends the proposal as the contract says and shows the registered notice in place of the form', async () => {
    const { user, api: calls } = renderProposal();
    await screen.findByLabelText('CIF de la empresa');
    await fillValidProposal(user);
    await user.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Propuesta registrada');
    const [request] = calls.callsTo('POST', '/api/Alumno/solicitudPractica') as [ApiRequest];
    expect(request.body).toEqual({
      cif: KNOWN_CIF,
      emailContacto: 'empresa@example.org',
      idTitulacion: 11,
      fechaInicio: '2026-10-01',
      fechaFin: '2027-01-31',
      puestoTrabajo: 'Auxiliar de marketing',
      horasDia: 4.5,
      horasSemana: 22.5,
      periodoNoLectivo: false,
      tareas: 'Apoyo al equipo de marketing digital.',
      tutor: { nombre: 'Joan', apellidos: 'Riera Mas', email: 'joan@innovacion.example' },
      aceptaCondiciones: true,
    });
    expect(screen.queryByRole('button', { name: 'Enviar la propuesta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar otra propuesta' })).toBeInTheDocument();
  });

  it("follows the brand's internship field rules: hidden fields are not asked, required ones are named all at once", async () => {
    const base = brand();
    const marca = brand('generic', {
      fields: {
        ...base.fields,
        practica: {
          ...base.fields.practica,
          tareasAdesarrollar: { visible: false, editable: false, required: false },
          departamento: { visible: true, editable: true, required: true },
          tutorAcademico: { visible: true, editable: true, required: true },
        },
      },
    });
    const { user, api: calls } = renderProposal({ marca });
    await screen.findByLabelText('CIF de la empresa');
    expect(screen.queryByLabelText(/Tareas a desarrollar/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Curso (opcional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));
    for (const label of ['Puesto de trabajo', 'Departamento', 'Horas al día', 'Nombre y apellidos del tutor o tutora académico', 'Correo electrónico del tutor o tutora académico']) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(/Este campo es requerido/);
    }
    expect(calls.callsTo('POST', '/api/Alumno/solicitudPractica')).toHaveLength(0);
  });

  it('asks for the company name when the CIF is not in the portal, and requires the conditions', async () => {
    const { user, api: calls } = renderProposal();
    await screen.findByLabelText('CIF de la empresa');
    await fillValidProposal(user);
    await user.clear(screen.getByLabelText('CIF de la empresa'));
    await user.type(screen.getByLabelText('CIF de la empresa'), UNKNOWN_CIF);
    await user.click(screen.getByLabelText('He leído y acepto las condiciones de las prácticas'));
    await user.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));

    expect(await screen.findByText('Debes aceptar las condiciones')).toBeInTheDocument();
    await user.click(screen.getByLabelText('He leído y acepto las condiciones de las prácticas'));
    await user.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));
    const name = await screen.findByLabelText('Nombre de la empresa');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Este campo es requerido'));
    expect(calls.callsTo('POST', '/api/Alumno/solicitudPractica')).toHaveLength(0);

    await user.type(name, 'Talleres Nuevos');
    await user.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));
    await waitFor(() => expect(calls.callsTo('POST', '/api/Alumno/solicitudPractica')).toHaveLength(1));
    expect(calls.callsTo('POST', '/api/Alumno/solicitudPractica')[0]!.body).toMatchObject({ cif: UNKNOWN_CIF, nombreEmpresa: 'Talleres Nuevos' });
  });

  it('at the UIB shows the hour rule and refuses longer days before sending, up to 7 h outside the teaching period', async () => {
    await i18n.changeLanguage('ca');
    const { user, api: calls } = renderProposal({ marca: brand('uib'), path: '/proposta-practiques' });
    const perDay = await screen.findByLabelText('Hores al dia');
    expect(screen.getByText(/A la UIB les pràctiques poden tenir com a màxim 5 hores al dia i 25 a la setmana/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'condicions de les pràctiques' })).toHaveAttribute('href', '/uib/condicions-practiques');

    await user.type(perDay, '6');
    await user.type(screen.getByLabelText('Hores a la setmana'), '30');
    await user.click(screen.getByRole('button', { name: 'Envia la proposta' }));
    await waitFor(() => expect(perDay).toHaveAccessibleDescription('Com a màxim 5 hores al dia'));
    expect(screen.getByLabelText("Data d'inici")).toHaveAccessibleDescription('Aquest camp és requerit');
    expect(screen.getByLabelText('Hores a la setmana')).toHaveAccessibleDescription('Com a màxim 25 hores a la setmana');

    await user.click(screen.getByLabelText('Les pràctiques són íntegrament en període no lectiu'));
    await user.click(screen.getByRole('button', { name: 'Envia la proposta' }));
    await waitFor(() => expect(perDay).not.toHaveAccessibleDescription('Com a màxim 5 hores al dia'));
    expect(perDay).not.toHaveAttribute('aria-invalid');
    expect(calls.callsTo('POST', '/api/Alumno/solicitudPractica')).toHaveLength(0);
  });

  it("shows a programme's dedication rule (58) and checks dedication and months", async () => {
    const { user } = renderProposal();
    await screen.findByRole('option', { name: 'Programa de Garantía Juvenil' });
    await user.selectOptions(screen.getByLabelText('Programa'), 'Programa de Garantía Juvenil');
    expect(screen.getByText(/deben tener una dedicación del 80 % de la jornada y una duración de 12 meses/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Dedicación (% de la jornada)'), '50');
    await user.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));
    await waitFor(() => expect(screen.getByLabelText('Dedicación (% de la jornada)')).toHaveAccessibleDescription('Este programa exige una dedicación del 80 %'));
    expect(screen.getByLabelText('Duración (meses)')).toHaveAccessibleDescription('Este campo es requerido');
  });

  it("marks the fields the server refuses (15) and shows the server's reason", async () => {
    const refusal = fail(Status.MissingMandatoryData, 'Las prácticas pueden tener como máximo 5 horas al día.', {
      errores: [{ campo: 'horasDia', codigo: 15, clave: 'range' }],
    });
    const { user } = renderProposal({ api: api({ 'POST /api/Alumno/solicitudPractica': refusal }) });
    await screen.findByLabelText('CIF de la empresa');
    await fillValidProposal(user);
    await user.click(screen.getByRole('button', { name: 'Enviar la propuesta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Revisa los campos marcados');
    expect(alert).toHaveTextContent('Las prácticas pueden tener como máximo 5 horas al día.');
    expect(screen.getByLabelText('Horas al día')).toHaveAccessibleDescription('El valor está fuera del rango permitido');
  });

  it('shows no form when no proposals are left, and tells companies theirs come later', async () => {
    renderProposal({ api: api({ 'GET /api/Alumno/numeroSolicitudPracticasEducacionDisponibles': ok({ disponibles: 0, limite: 3 }) }) });
    expect(await screen.findByText(/Ya has enviado las 3 propuestas de este curso/)).toBeInTheDocument();
    expect(screen.queryByLabelText('CIF de la empresa')).not.toBeInTheDocument();
  });

  it('takes a company to its proposals, which are its education internship requests', async () => {
    renderPage('/propuesta-practicas', tableRoute('internship-proposal', <InternshipProposalPage />), { user: companyContact });
    expect(await screen.findByTestId('location')).toHaveTextContent('/solicitudes-practicas-educacion');
  });
});
