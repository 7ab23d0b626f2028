import type { Language } from '../i18n/language.ts';
import { Status, type StatusCode } from './status.ts';

/** How loud the banner is: important errors leave only an accept button that logs out (spec 2 §8.1). */
export type Category = 'secondary' | 'medium' | 'important';
export type RedirectTarget = 'home' | 'cv' | 'company' | 'offers' | 'companyLogin' | 'login';

export interface MessageText {
  title: string;
  body: string;
  button?: string;
}

export interface CatalogueEntry {
  code: StatusCode;
  kind: 'error' | 'notice';
  category: Category;
  redirect?: RedirectTarget;
  newTab?: boolean;
  /** Sent to the server's error report when the client meets it. */
  reported: boolean;
  /** The response's `mensaje` replaces the body when present; the body here is the fallback. */
  showServerMessage: boolean;
  /** What the API answers with alongside this code. */
  httpStatus: number;
  texts: Record<Language, MessageText>;
}

type Line = readonly [title: string, body: string, button?: string];
type Lines = Record<Language, Line>;
type Options = Partial<Pick<CatalogueEntry, 'category' | 'redirect' | 'newTab' | 'reported' | 'showServerMessage'>>;
type Definition = Omit<CatalogueEntry, 'code'>;

function toTexts(lines: Lines): Record<Language, MessageText> {
  const text = ([title, body, button]: Line): MessageText => (button === undefined ? { title, body } : { title, body, button });
  return { ca: text(lines.ca), es: text(lines.es), en: text(lines.en) };
}

function error(httpStatus: number, lines: Lines, options: Options = {}): Definition {
  return { kind: 'error', category: 'medium', reported: false, showServerMessage: false, httpStatus, ...options, texts: toTexts(lines) };
}

/** Notices are answers the client shows after a call that worked, hence HTTP 200. */
function notice(lines: Lines, options: Options = {}): Definition {
  return { kind: 'notice', category: 'secondary', reported: false, showServerMessage: false, httpStatus: 200, ...options, texts: toTexts(lines) };
}

/** The codes of the 501-538 range that tell of a failure (509, 518, 524): shown as errors, answered with 200 like the rest of the range. */
function warning(lines: Lines, options: Options = {}): Definition {
  return { ...notice(lines, options), kind: 'error', category: 'medium' };
}

const important = { category: 'important' } as const;
const toCv = { redirect: 'cv' } as const;
const toCompany = { redirect: 'company' } as const;
const toOffers = { redirect: 'offers' } as const;

const goToCv = { ca: 'Anar al meu CV', es: 'Ir a mi CV', en: 'Go to my CV' } as const;
const goToCompany = { ca: 'Anar a la meva empresa', es: 'Ir a mi empresa', en: 'Go to my company' } as const;
const seeOffers = { ca: 'Veure les ofertes', es: 'Ver ofertas', en: 'See offers' } as const;
const accept = { ca: "D'acord", es: 'Aceptar', en: 'OK' } as const;

const definitions: Record<StatusCode, Definition> = {
  [Status.Ok]: notice({
    ca: ['Operació feta', "L'operació s'ha fet correctament."],
    es: ['Operación realizada', 'La operación se ha realizado correctamente.'],
    en: ['Done', 'The operation was completed successfully.'],
  }),

  [Status.GeneralError]: error(
    500,
    {
      ca: ["S'ha produït un error", "No hem pogut completar l'operació. Torna-ho a provar d'aquí a uns minuts."],
      es: ['Se ha producido un error', 'No hemos podido completar la operación. Inténtalo de nuevo dentro de unos minutos.'],
      en: ['Something went wrong', 'We could not complete the operation. Please try again in a few minutes.'],
    },
    { reported: true },
  ),
  [Status.SessionExpired]: error(
    401,
    {
      ca: ['Sessió caducada', "La teva sessió ha caducat o s'ha tancat. Torna a iniciar la sessió per continuar.", 'Inicia la sessió'],
      es: ['Sesión caducada', 'Tu sesión ha caducado o se ha cerrado. Vuelve a iniciar sesión para continuar.', 'Iniciar sesión'],
      en: ['Session expired', 'Your session has expired or was closed. Please log in again to continue.', 'Log in'],
    },
    { ...important, redirect: 'login' },
  ),
  [Status.AccessDenied]: error(
    401,
    {
      ca: ['Accés denegat', "L'usuari o la contrasenya no són correctes."],
      es: ['Acceso denegado', 'El usuario o la contraseña no son correctos.'],
      en: ['Access denied', 'The user name or password is not correct.'],
    },
    { showServerMessage: true },
  ),
  [Status.OfferNotFound]: error(
    404,
    {
      ca: ['Oferta no trobada', "L'oferta que cerqueu no existeix o ja no està publicada.", seeOffers.ca],
      es: ['Oferta no encontrada', 'La oferta que buscas no existe o ya no está publicada.', seeOffers.es],
      en: ['Offer not found', 'The offer you are looking for does not exist or is no longer published.', seeOffers.en],
    },
    toOffers,
  ),
  [Status.OfferIsForJobs]: error(422, {
    ca: ['Oferta de feina', 'Aquesta oferta és de feina, no de pràctiques.'],
    es: ['Oferta de empleo', 'Esta oferta es de empleo, no de prácticas.'],
    en: ['Job offer', 'This offer is for a job, not an internship.'],
  }),
  [Status.OfferIsForInternships]: error(422, {
    ca: ['Oferta de pràctiques', 'Aquesta oferta és de pràctiques, no de feina.'],
    es: ['Oferta de prácticas', 'Esta oferta es de prácticas, no de empleo.'],
    en: ['Internship offer', 'This offer is for an internship, not a job.'],
  }),
  [Status.AlreadyExists]: error(409, {
    ca: ['Dades ja existents', 'Les dades que intenteu desar ja existien.'],
    es: ['Datos ya existentes', 'Los datos que intentas guardar ya existían.'],
    en: ['Already exists', 'The data you are trying to save already exists.'],
  }),
  [Status.CompanyNotValidatedOrBlocked]: error(
    403,
    {
      ca: [
        'Empresa no validada',
        "El servei encara no ha validat la teva empresa o està bloquejada. Posa't en contacte amb el servei d'ocupació.",
        accept.ca,
      ],
      es: [
        'Empresa no validada',
        'El servicio aún no ha validado tu empresa o está bloqueada. Ponte en contacto con el servicio de empleo.',
        accept.es,
      ],
      en: [
        'Company not validated',
        'The service has not validated your company yet, or it is blocked. Please contact the employment service.',
        accept.en,
      ],
    },
    { ...important, redirect: 'companyLogin' },
  ),
  [Status.AlreadyCandidate]: error(409, {
    ca: ['Candidatura ja presentada', "Ja t'has inscrit a aquesta oferta."],
    es: ['Candidatura ya presentada', 'Ya te has inscrito en esta oferta.'],
    en: ['Already applied', 'You have already applied for this offer.'],
  }),
  [Status.MissingDocumentation]: error(422, {
    ca: ['Falta documentació', "Per inscriure't en aquesta oferta has d'aportar la documentació que s'indica."],
    es: ['Falta documentación', 'Para inscribirte en esta oferta tienes que aportar la documentación que se indica.'],
    en: ['Documents missing', 'To apply for this offer you must provide the documents listed.'],
  }),
  [Status.EmailSendError]: error(
    502,
    {
      ca: ['Correu no enviat', 'No hem pogut enviar el correu electrònic. Torna-ho a provar més tard.'],
      es: ['Correo no enviado', 'No hemos podido enviar el correo electrónico. Inténtalo de nuevo más tarde.'],
      en: ['E-mail not sent', 'We could not send the e-mail. Please try again later.'],
    },
    { reported: true },
  ),
  [Status.OfferForOtherDegreeProfile]: error(422, {
    ca: ['Oferta per a un altre perfil', "Aquesta oferta s'adreça a un perfil de titulació diferent del teu."],
    es: ['Oferta para otro perfil', 'Esta oferta está dirigida a un perfil de titulación distinto del tuyo.'],
    en: ['Offer for another profile', 'This offer is aimed at a different degree profile from yours.'],
  }),
  [Status.InvalidStateChange]: error(409, {
    ca: ["Canvi d'estat no vàlid", "No es pot passar la candidatura a l'estat indicat des del seu estat actual."],
    es: ['Cambio de estado no válido', 'No se puede pasar la candidatura al estado indicado desde su estado actual.'],
    en: ['Invalid state change', 'The candidacy cannot move to that state from its current state.'],
  }),
  [Status.MissingMandatoryData]: error(
    400,
    {
      ca: [
        'Falten dades obligatòries',
        "Falten dades obligatòries o n'hi ha alguna amb un format incorrecte. Revisa les dades i completa les que falten.",
        goToCv.ca,
      ],
      es: [
        'Faltan datos obligatorios',
        'Faltan datos obligatorios o alguno tiene un formato incorrecto. Revisa los datos y completa los que falten.',
        goToCv.es,
      ],
      en: [
        'Required data missing',
        'Some required data is missing or has the wrong format. Please review your data and fill in what is missing.',
        goToCv.en,
      ],
    },
    toCv,
  ),
  [Status.UserEmailAlreadyRegistered]: error(409, {
    ca: ['Usuari ja registrat', 'Ja hi ha un usuari registrat amb aquest correu electrònic.'],
    es: ['Usuario ya registrado', 'Ya existe un usuario registrado con este correo electrónico.'],
    en: ['User already registered', 'A user is already registered with this e-mail address.'],
  }),
  [Status.OverlapsInternship]: error(422, {
    ca: ['Coincideix amb unes pràctiques', "Les dates d'aquesta oferta coincideixen amb unes pràctiques que ja tens."],
    es: ['Coincide con unas prácticas', 'Las fechas de esta oferta coinciden con unas prácticas que ya tienes.'],
    en: ['Overlaps an internship', 'The dates of this offer overlap an internship you already have.'],
  }),
  [Status.OnlyForUndergraduates]: error(422, {
    ca: ['Només per a estudiants de grau', 'Aquesta oferta és només per a estudiants de grau.'],
    es: ['Solo para estudiantes de grado', 'Esta oferta es solo para estudiantes de grado.'],
    en: ['Undergraduates only', 'This offer is only open to undergraduate students.'],
  }),
  [Status.OnlyForPostgraduates]: error(422, {
    ca: ['Només per a estudiants de postgrau', 'Aquesta oferta és només per a estudiants de postgrau.'],
    es: ['Solo para estudiantes de posgrado', 'Esta oferta es solo para estudiantes de posgrado.'],
    en: ['Postgraduates only', 'This offer is only open to postgraduate students.'],
  }),
  [Status.NoJobService]: error(422, {
    ca: ["Sense servei d'ocupació", "El teu perfil no té accés al servei d'ocupació."],
    es: ['Sin servicio de empleo', 'Tu perfil no tiene acceso al servicio de empleo.'],
    en: ['No job service', 'Your profile does not have access to the job service.'],
  }),
  [Status.NoInternshipService]: error(422, {
    ca: ['Sense servei de pràctiques', 'El teu perfil no té accés al servei de pràctiques.'],
    es: ['Sin servicio de prácticas', 'Tu perfil no tiene acceso al servicio de prácticas.'],
    en: ['No internship service', 'Your profile does not have access to the internship service.'],
  }),
  [Status.NotUtpUte]: error(422, {
    ca: ['Empresa no UTP/UTE', 'Aquesta operació només està disponible per a empreses constituïdes com a UTP/UTE.'],
    es: ['Empresa no UTP/UTE', 'Esta operación solo está disponible para empresas constituidas como UTP/UTE.'],
    en: ['Not a UTP/UTE', 'This operation is only available to companies constituted as a UTP/UTE (temporary joint venture).'],
  }),
  [Status.NotEnrolledInInternships]: error(422, {
    ca: ['Sense matrícula de pràctiques', 'No tens matrícula de pràctiques, de manera que no et pots inscriure en aquesta oferta.'],
    es: ['Sin matrícula de prácticas', 'No tienes matrícula de prácticas, así que no puedes inscribirte en esta oferta.'],
    en: ['Not enrolled for internships', 'You are not enrolled for internships, so you cannot apply for this offer.'],
  }),
  [Status.CompanyProblem]: error(
    422,
    {
      ca: [
        "Problema amb les dades de l'empresa",
        "Hi ha un problema amb les dades de la teva empresa. Revisa-les i, si el problema continua, posa't en contacte amb el servei d'ocupació.",
        goToCompany.ca,
      ],
      es: [
        'Problema con los datos de la empresa',
        'Hay un problema con los datos de tu empresa. Revísalos y, si el problema continúa, ponte en contacto con el servicio de empleo.',
        goToCompany.es,
      ],
      en: [
        'Problem with company data',
        'There is a problem with your company data. Please review it and, if the problem persists, contact the employment service.',
        goToCompany.en,
      ],
    },
    { ...toCompany, reported: true },
  ),
  [Status.OfferHasManager]: error(409, {
    ca: ['Oferta gestionada pel servei', "Aquesta oferta té un gestor assignat i no es pot modificar. Posa-t'hi en contacte per a qualsevol canvi."],
    es: ['Oferta gestionada por el servicio', 'Esta oferta tiene un gestor asignado y no se puede modificar. Ponte en contacto con él para cualquier cambio.'],
    en: ['Offer managed by the service', 'This offer has an assigned manager and cannot be changed. Please contact them for any change.'],
  }),
  [Status.NoStudiesFound]: error(
    422,
    {
      ca: ['No hi ha estudis', 'No hem trobat estudis al teu perfil.', goToCv.ca],
      es: ['No hay estudios', 'No hemos encontrado estudios en tu perfil.', goToCv.es],
      en: ['No studies found', 'We found no studies in your profile.', goToCv.en],
    },
    toCv,
  ),
  [Status.StartDateAfterEndDate]: error(400, {
    ca: ['Dates incorrectes', "La data d'inici ha de ser anterior a la data de finalització."],
    es: ['Fechas incorrectas', 'La fecha de inicio debe ser anterior a la fecha de fin.'],
    en: ['Wrong dates', 'The start date must be before the end date.'],
  }),
  [Status.PasswordNotSecure]: error(400, {
    ca: ['Contrasenya poc segura', 'La contrasenya ha de tenir almenys 8 caràcters i incloure algun número.'],
    es: ['Contraseña poco segura', 'La contraseña debe tener al menos 8 caracteres e incluir algún número.'],
    en: ['Password not secure', 'The password must be at least 8 characters long and include a digit.'],
  }),
  [Status.ContactExists]: error(409, {
    ca: ['Contacte ja existent', 'Ja hi ha un contacte amb aquestes dades a la teva empresa.'],
    es: ['Contacto ya existente', 'Ya existe un contacto con estos datos en tu empresa.'],
    en: ['Contact already exists', 'A contact with these details already exists in your company.'],
  }),
  [Status.CandidacyProcessed]: error(409, {
    ca: ['Candidatura ja tramitada', "L'empresa ja ha tramitat la teva candidatura, per això no la pots retirar."],
    es: ['Candidatura ya tramitada', 'La empresa ya ha tramitado tu candidatura, por eso no puedes retirarla.'],
    en: ['Candidacy already processed', 'The company has already processed your candidacy, so you cannot withdraw it.'],
  }),
  [Status.CandidacyNotFound]: error(404, {
    ca: ['Candidatura no trobada', 'La candidatura que cerqueu no existeix.'],
    es: ['Candidatura no encontrada', 'La candidatura que buscas no existe.'],
    en: ['Candidacy not found', 'The candidacy you are looking for does not exist.'],
  }),
  [Status.Deregistered]: error(
    403,
    {
      ca: [
        'Usuari donat de baixa',
        "El teu usuari està donat de baixa del servei. Si t'hi vols tornar a donar d'alta, posa't en contacte amb el servei d'ocupació.",
        accept.ca,
      ],
      es: [
        'Usuario dado de baja',
        'Tu usuario está dado de baja del servicio. Si quieres volver a darte de alta, ponte en contacto con el servicio de empleo.',
        accept.es,
      ],
      en: [
        'Account deregistered',
        'Your account has been removed from the service. To register again, please contact the employment service.',
        accept.en,
      ],
    },
    important,
  ),
  [Status.CifMalformed]: error(400, {
    ca: ['CIF incorrecte', 'El CIF està mal format. Revisa la lletra inicial, els dígits i el caràcter de control.'],
    es: ['CIF incorrecto', 'El CIF está mal formado. Revisa la letra inicial, los dígitos y el carácter de control.'],
    en: ['Invalid CIF', 'The CIF (tax ID) is malformed. Check the initial letter, the digits and the control character.'],
  }),
  [Status.WorkPermitRequired]: error(
    422,
    {
      ca: ['Cal permís de treball', "Per inscriure't en aquesta oferta has d'indicar al CV que tens permís de treball.", goToCv.ca],
      es: ['Permiso de trabajo necesario', 'Para inscribirte en esta oferta tienes que indicar en tu CV que tienes permiso de trabajo.', goToCv.es],
      en: ['Work permit required', 'To apply for this offer you must state in your CV that you have a work permit.', goToCv.en],
    },
    toCv,
  ),
  [Status.SurveyNotFound]: error(404, {
    ca: ['Enquesta no trobada', "L'enquesta no existeix o ja no està disponible."],
    es: ['Encuesta no encontrada', 'La encuesta no existe o ya no está disponible.'],
    en: ['Survey not found', 'The survey does not exist or is no longer available.'],
  }),
  [Status.SurveyNotOpen]: error(409, {
    ca: ['Enquesta tancada', 'Aquesta enquesta no està oberta en aquest moment.'],
    es: ['Encuesta cerrada', 'Esta encuesta no está abierta en este momento.'],
    en: ['Survey closed', 'This survey is not open at the moment.'],
  }),
  [Status.SurveyAlreadyAnswered]: error(409, {
    ca: ['Enquesta ja contestada', 'Ja has contestat aquesta enquesta. Gràcies per la teva participació!'],
    es: ['Encuesta ya contestada', 'Ya has contestado esta encuesta. ¡Gracias por tu participación!'],
    en: ['Survey already answered', 'You have already answered this survey. Thank you for taking part!'],
  }),
  [Status.SurveyNotForUser]: error(403, {
    ca: ['Enquesta no disponible', "Aquesta enquesta no s'adreça al teu perfil."],
    es: ['Encuesta no disponible', 'Esta encuesta no está dirigida a tu perfil.'],
    en: ['Survey not available', 'This survey is not addressed to your profile.'],
  }),
  [Status.SurveyAccessInvalid]: error(403, {
    ca: ["Accés a l'enquesta no vàlid", "L'enllaç d'accés a l'enquesta no és vàlid o l'enquesta no admet respostes anònimes."],
    es: ['Acceso a la encuesta no válido', 'El enlace de acceso a la encuesta no es válido o la encuesta no admite respuestas anónimas.'],
    en: ['Invalid survey access', 'The survey access link is not valid or the survey does not accept anonymous answers.'],
  }),
  [Status.UnansweredQuestions]: error(400, {
    ca: ['Preguntes sense contestar', 'Has de contestar totes les preguntes obligatòries per continuar.'],
    es: ['Preguntas sin contestar', 'Debes contestar todas las preguntas obligatorias para continuar.'],
    en: ['Unanswered questions', 'You must answer all mandatory questions to continue.'],
  }),
  [Status.StudiesNotFound]: error(404, {
    ca: ['Estudis no trobats', 'No hem trobat els estudis indicats.'],
    es: ['Estudios no encontrados', 'No hemos encontrado los estudios indicados.'],
    en: ['Studies not found', 'We could not find the studies you indicated.'],
  }),
  [Status.LinkExpiredOrUsed]: error(409, {
    ca: ['Enllaç caducat', "L'enllaç ha caducat o ja s'ha fet servir. Sol·licita'n un de nou."],
    es: ['Enlace caducado', 'El enlace ha caducado o ya se ha utilizado. Solicita uno nuevo.'],
    en: ['Link expired', 'The link has expired or has already been used. Please request a new one.'],
  }),
  [Status.PasswordAlreadySet]: error(409, {
    ca: ['Contrasenya ja establerta', "La contrasenya d'aquest usuari ja es va establir. Si no la recordes, fes servir l'opció de recuperar la contrasenya."],
    es: ['Contraseña ya establecida', 'La contraseña de este usuario ya se estableció. Si no la recuerdas, usa la opción de recuperar la contraseña.'],
    en: ['Password already set', 'The password for this user has already been set. If you do not remember it, use the password recovery option.'],
  }),
  [Status.EmailBelongsToAnotherCompany]: error(409, {
    ca: ["Correu d'una altra empresa", "Aquest correu electrònic ja pertany a un contacte d'una altra empresa."],
    es: ['Correo de otra empresa', 'Este correo electrónico ya pertenece a un contacto de otra empresa.'],
    en: ["Another company's e-mail", 'This e-mail address already belongs to a contact of another company.'],
  }),
  [Status.InternshipStudentNotFound]: error(404, {
    ca: ['Estudiant no trobat', "No hem trobat l'estudiant de les pràctiques."],
    es: ['Estudiante no encontrado', 'No hemos encontrado al estudiante de las prácticas.'],
    en: ['Student not found', 'We could not find the student for this internship.'],
  }),
  [Status.FileTypeNotAllowed]: error(400, {
    ca: ['Tipus de fitxer no permès', 'Aquest tipus de fitxer no està permès'],
    es: ['Tipo de fichero no permitido', 'Este tipo de fichero no esta permitido'],
    en: ['File type not allowed', 'This file type is not allowed'],
  }),
  [Status.OtherDegree]: error(422, {
    ca: ['Oferta per a una altra titulació', "Aquesta oferta és per a estudiants d'una altra titulació."],
    es: ['Oferta para otra titulación', 'Esta oferta es para estudiantes de otra titulación.'],
    en: ['Offer for another degree', 'This offer is for students of another degree.'],
  }),
  [Status.ActionNotAllowed]: error(403, {
    ca: ['Acció no permesa', 'No pots fer aquesta acció.'],
    es: ['Acción no permitida', 'No puedes realizar esta acción.'],
    en: ['Action not allowed', 'You are not allowed to perform this action.'],
  }),
  [Status.CannotChangeState]: error(409, {
    ca: ["No es pot canviar l'estat", "En aquest moment no és possible canviar l'estat."],
    es: ['No se puede cambiar el estado', 'En este momento no es posible cambiar el estado.'],
    en: ['State cannot be changed', 'The state cannot be changed at this time.'],
  }),
  [Status.InsufficientCredits]: error(422, {
    ca: ['Crèdits insuficients', 'No tens el mínim de crèdits superats que exigeix aquesta oferta.'],
    es: ['Créditos insuficientes', 'No tienes el mínimo de créditos superados que exige esta oferta.'],
    en: ['Not enough credits', 'You do not have the minimum number of passed credits this offer requires.'],
  }),
  [Status.OfferForStudentsWithoutPendingInternships]: error(422, {
    ca: ['Oferta no disponible', 'Aquesta oferta és només per a estudiants que no tinguin pràctiques pendents.'],
    es: ['Oferta no disponible', 'Esta oferta es solo para estudiantes que no tengan prácticas pendientes.'],
    en: ['Offer not available', 'This offer is only for students with no internships pending.'],
  }),
  [Status.ActiveJobSearchRequired]: error(
    422,
    {
      ca: ['Cerca activa desactivada', "Per inscriure't has d'activar la cerca activa al teu CV.", goToCv.ca],
      es: ['Búsqueda activa desactivada', 'Para inscribirte tienes que activar la búsqueda activa en tu CV.', goToCv.es],
      en: ['Active search is off', 'To apply you must turn on active search in your CV.', goToCv.en],
    },
    toCv,
  ),
  [Status.CvRequired]: error(
    422,
    {
      ca: ['Cal el CV', 'Has de tenir el CV complet per fer aquesta acció.', goToCv.ca],
      es: ['CV necesario', 'Necesitas tener tu CV completo para realizar esta acción.', goToCv.es],
      en: ['CV required', 'You need a complete CV to do this.', goToCv.en],
    },
    toCv,
  ),
  [Status.DocumentAlreadyUploaded]: error(409, {
    ca: ['Document ja pujat', 'Aquest document ja estava pujat.'],
    es: ['Documento ya subido', 'Este documento ya se había subido.'],
    en: ['Document already uploaded', 'This document has already been uploaded.'],
  }),
  [Status.StudyRequired]: error(
    422,
    {
      ca: ['Falta un estudi', 'Has de tenir almenys un estudi al CV.', goToCv.ca],
      es: ['Falta un estudio', 'Necesitas tener al menos un estudio en tu CV.', goToCv.es],
      en: ['Study required', 'You need at least one study in your CV.', goToCv.en],
    },
    toCv,
  ),
  [Status.ProgrammeDedicationRule]: error(
    422,
    {
      ca: ['Dedicació i durada del programa', "Les pràctiques d'aquest programa han de tenir una dedicació del 80 % de la jornada i una durada de 12 mesos."],
      es: ['Dedicación y duración del programa', 'Las prácticas de este programa deben tener una dedicación del 80 % de la jornada y una duración de 12 meses.'],
      en: ['Programme dedication and duration', 'Internships in this programme must take 80% of a full working day and last 12 months.'],
    },
    { showServerMessage: true },
  ),
  [Status.NoPortalAccess]: error(
    403,
    {
      ca: ['Sense accés al portal', 'El teu usuari no té accés a aquest portal.', accept.ca],
      es: ['Sin acceso al portal', 'Tu usuario no tiene acceso a este portal.', accept.es],
      en: ['No access to the portal', 'Your account does not have access to this portal.', accept.en],
    },
    important,
  ),
  [Status.EmailRegistered]: error(409, {
    ca: ['Correu ja registrat', 'Aquest correu electrònic ja està registrat.'],
    es: ['Correo ya registrado', 'Este correo electrónico ya está registrado.'],
    en: ['E-mail already registered', 'This e-mail address is already registered.'],
  }),
  [Status.CannotDeleteAllStudies]: error(409, {
    ca: ['No es poden esborrar tots els estudis', 'El CV ha de conservar almenys un estudi.'],
    es: ['No se pueden borrar todos los estudios', 'Tu CV debe conservar al menos un estudio.'],
    en: ['Cannot delete every study', 'Your CV must keep at least one study.'],
  }),
  [Status.ProgrammeNotFound]: error(404, {
    ca: ['Programa no trobat', 'El programa de pràctiques no existeix o ja no està actiu.'],
    es: ['Programa no encontrado', 'El programa de prácticas no existe o ya no está activo.'],
    en: ['Programme not found', 'The internship programme does not exist or is no longer active.'],
  }),
  [Status.AdhesionAlreadyRequested]: error(409, {
    ca: ['Adhesió ja sol·licitada', "Ja havies sol·licitat l'adhesió a aquest programa."],
    es: ['Adhesión ya solicitada', 'Ya habías solicitado la adhesión a este programa.'],
    en: ['Already requested', 'You have already asked to join this programme.'],
  }),
  [Status.AdhesionNotRequired]: error(422, {
    ca: ['Adhesió no necessària', 'Aquest programa no requereix adhesió.'],
    es: ['Adhesión no necesaria', 'Este programa no requiere adhesión.'],
    en: ['No need to join', 'This programme does not require you to join it.'],
  }),
  [Status.IdDocumentMalformed]: error(400, {
    ca: ["Document d'identitat incorrecte", 'El DNI/NIE està mal format. Comprova els números i la lletra.'],
    es: ['Documento de identidad incorrecto', 'El DNI/NIE está mal formado. Comprueba los números y la letra.'],
    en: ['Invalid ID document', 'The DNI/NIE is malformed. Check the digits and the letter.'],
  }),
  [Status.OfferNotEditable]: error(409, {
    ca: ['Oferta no editable', 'Aquesta oferta ja no es pot modificar.'],
    es: ['Oferta no editable', 'Esta oferta ya no se puede modificar.'],
    en: ['Offer not editable', 'This offer can no longer be changed.'],
  }),
  [Status.EmailMalformed]: error(400, {
    ca: ['Correu incorrecte', "Has d'indicar una adreça de correu electrònic vàlida."],
    es: ['Correo incorrecto', 'El email está mal formado.'],
    en: ['Invalid e-mail', 'Please enter a valid e-mail address.'],
  }),
  [Status.PhoneMalformed]: error(400, {
    ca: ['Telèfon incorrecte', 'El telèfon està mal format: ha de tenir almenys 9 dígits.'],
    es: ['Teléfono incorrecto', 'El teléfono está mal formado: debe tener al menos 9 dígitos.'],
    en: ['Invalid phone number', 'The phone number is malformed: it must have at least 9 digits.'],
  }),
  [Status.NoPortalAccessOtherInstitution]: error(
    403,
    {
      ca: ['Sense accés al portal', "El teu usuari pertany al portal d'una altra institució. Accedeix-hi des del portal de la teva universitat.", accept.ca],
      es: ['Sin acceso al portal', 'Tu usuario pertenece al portal de otra institución. Accede desde el portal de tu universidad.', accept.es],
      en: ['No access to the portal', "Your account belongs to another institution's portal. Please log in from your university's portal.", accept.en],
    },
    important,
  ),
  [Status.IbanMissing]: error(
    422,
    {
      ca: ["Falta l'IBAN", "Per gestionar ofertes de pràctiques has d'indicar un IBAN a les dades de la teva empresa.", goToCompany.ca],
      es: ['Falta el IBAN', 'Para gestionar ofertas de prácticas tienes que indicar un IBAN en los datos de tu empresa.', goToCompany.es],
      en: ['IBAN missing', "To manage internship offers you need to add an IBAN to your company's details.", goToCompany.en],
    },
    toCompany,
  ),
  [Status.IbanInvalid]: error(400, {
    ca: ['IBAN incorrecte', "L'IBAN no és vàlid. Revisa'n els dígits."],
    es: ['IBAN incorrecto', 'El IBAN no es válido. Revisa los dígitos.'],
    en: ['Invalid IBAN', 'The IBAN is not valid. Please check the digits.'],
  }),
  [Status.EventNotFound]: error(404, {
    ca: ['Esdeveniment no trobat', "L'esdeveniment no existeix o ja no està publicat."],
    es: ['Evento no encontrado', 'El evento no existe o ya no está publicado.'],
    en: ['Event not found', 'The event does not exist or is no longer published.'],
  }),
  [Status.EventFull]: error(409, {
    ca: ['Esdeveniment complet', 'No queden places lliures per a aquest esdeveniment.'],
    es: ['Evento completo', 'No quedan plazas libres para este evento.'],
    en: ['Event full', 'There are no places left for this event.'],
  }),
  [Status.EventAlreadyEnrolled]: error(409, {
    ca: ['Inscripció ja feta', "Ja t'havies inscrit a aquest esdeveniment."],
    es: ['Inscripción ya realizada', 'Ya te habías inscrito en este evento.'],
    en: ['Already registered', 'You have already registered for this event.'],
  }),
  [Status.EventEnrolmentClosed]: error(409, {
    ca: ['Inscripció tancada', "El termini d'inscripció d'aquest esdeveniment s'ha acabat."],
    es: ['Inscripción cerrada', 'El plazo de inscripción de este evento ha terminado.'],
    en: ['Registration closed', 'Registration for this event has closed.'],
  }),
  [Status.EventNotForUser]: error(403, {
    ca: ['Esdeveniment no disponible', 'Aquest esdeveniment no és obert al teu perfil.'],
    es: ['Evento no disponible', 'Este evento no está abierto a tu perfil.'],
    en: ['Event not available', 'This event is not open to your profile.'],
  }),
  [Status.NoPortalAccessNotActivated]: error(
    403,
    {
      ca: ["Compte pendent d'activació", "El servei d'ocupació encara no ha activat el teu compte. T'avisarem per correu electrònic quan estigui actiu.", accept.ca],
      es: ['Cuenta pendiente de activación', 'El servicio de empleo aún no ha activado tu cuenta. Te avisaremos por correo electrónico cuando esté activa.', accept.es],
      en: ['Account pending activation', 'The employment service has not activated your account yet. We will let you know by e-mail when it is active.', accept.en],
    },
    important,
  ),
  [Status.RequirementsNotMet]: error(
    422,
    {
      ca: [
        'No compleixes els requisits',
        "No compleixes els requisits d'aquesta oferta. Si creus que és un error, escriu a {email} indicant l'oferta i revisarem la teva inscripció.",
      ],
      es: [
        'No cumples los requisitos',
        'No cumples los requisitos de esta oferta. Si crees que es un error, escribe a {email} indicando la oferta y revisaremos tu inscripción.',
      ],
      en: [
        'Requirements not met',
        'You do not meet the requirements of this offer. If you think this is a mistake, write to {email} naming the offer and we will review your application.',
      ],
    },
    { showServerMessage: true },
  ),
  [Status.CentreRequestLimitReached]: error(422, {
    ca: ['Límit de sol·licituds assolit', 'El teu centre ha assolit el nombre màxim de sol·licituds de pràctiques disponibles.'],
    es: ['Límite de solicitudes alcanzado', 'Tu centro ha alcanzado el número máximo de solicitudes de prácticas disponibles.'],
    en: ['Request limit reached', 'Your centre has reached the maximum number of internship requests available.'],
  }),
  [Status.Blocked]: error(
    403,
    {
      ca: ['Usuari bloquejat', "El teu usuari està bloquejat. Posa't en contacte amb el servei d'ocupació.", accept.ca],
      es: ['Usuario bloqueado', 'Tu usuario está bloqueado. Ponte en contacto con el servicio de empleo.', accept.es],
      en: ['Account blocked', 'Your account is blocked. Please contact the employment service.', accept.en],
    },
    { ...important, showServerMessage: true },
  ),
  [Status.OnlyAdheredStudents]: error(422, {
    ca: ['Només per a estudiants adherits', "Aquesta oferta és només per a estudiants adherits al programa amb l'adhesió acceptada."],
    es: ['Solo para estudiantes adheridos', 'Esta oferta es solo para estudiantes adheridos al programa con la adhesión aceptada.'],
    en: ['Programme members only', 'This offer is only for students who have joined the programme and been accepted.'],
  }),
  [Status.IdAlreadyRegistered]: error(409, {
    ca: ['Document ja registrat', 'Ja hi ha un usuari registrat amb aquest DNI/NIE.'],
    es: ['Documento ya registrado', 'Ya existe un usuario registrado con este DNI/NIE.'],
    en: ['ID already registered', 'A user is already registered with this DNI/NIE.'],
  }),
  [Status.GraduateMustUseSso]: error(
    403,
    {
      ca: [
        'Accedeix amb el compte de la universitat',
        "Com a persona titulada de la universitat, has d'iniciar la sessió amb l'accés únic de la universitat.",
        accept.ca,
      ],
      es: [
        'Accede con tu cuenta de la universidad',
        'Como persona titulada de la universidad, debes iniciar sesión con el acceso único de la universidad.',
        accept.es,
      ],
      en: ['Log in with your university account', "As a graduate of the university, you must log in through the university's single sign-on.", accept.en],
    },
    important,
  ),
  [Status.IdMustBeDniNie]: error(400, {
    ca: ['Document no vàlid', "El document d'identitat ha de ser un DNI o un NIE."],
    es: ['Documento no válido', 'El documento de identidad debe ser un DNI o un NIE.'],
    en: ['Invalid ID document', 'The identity document must be a DNI or an NIE.'],
  }),
  [Status.PersonalEmailNotAllowed]: error(
    400,
    {
      ca: ['Domini de correu no admès', "En aquest camp no s'admeten adreces de correu d'aquest domini. Indica'n una altra."],
      es: ['Dominio de correo no admitido', 'En este campo no se admiten direcciones de correo de este dominio. Indica otra.'],
      en: ['E-mail domain not accepted', 'Addresses from this e-mail domain are not accepted in this field. Please enter another one.'],
    },
    { showServerMessage: true },
  ),
  [Status.OfferExpired]: error(
    409,
    {
      ca: ['Oferta caducada', "El termini d'inscripció d'aquesta oferta s'ha acabat.", seeOffers.ca],
      es: ['Oferta caducada', 'El plazo de inscripción de esta oferta ha finalizado.', seeOffers.es],
      en: ['Offer expired', 'The application period for this offer has ended.', seeOffers.en],
    },
    toOffers,
  ),
  [Status.ServiceUnavailable]: error(
    503,
    {
      ca: ['Servei no disponible', 'El servei actualment no està disponible'],
      es: ['Servicio no disponible', 'El servicio actualmente no esta disponible'],
      en: ['Service unavailable', 'The service is currently unavailable'],
    },
    { reported: true },
  ),

  [Status.Unenrolled]: notice({
    ca: ['Inscripció retirada', "Has retirat la teva candidatura de l'oferta."],
    es: ['Inscripción retirada', 'Has retirado tu candidatura de la oferta.'],
    en: ['Application withdrawn', 'You have withdrawn your application for the offer.'],
  }),
  [Status.EnrolledCvSent]: notice({
    ca: ['Inscripció feta', "T'has inscrit a l'oferta. L'empresa rebrà el CV generat a partir del teu perfil."],
    es: ['Inscripción realizada', 'Te has inscrito en la oferta. La empresa recibirá el CV generado a partir de tu perfil.'],
    en: ['Application sent', 'You have applied for the offer. The company will receive the CV generated from your profile.'],
  }),
  [Status.CompanyRegistered]: notice({
    ca: ['Empresa registrada', "Hem rebut la sol·licitud d'alta de la teva empresa. El servei la revisarà i t'avisarà per correu electrònic."],
    es: ['Empresa registrada', 'Hemos recibido la solicitud de alta de tu empresa. El servicio la revisará y te avisará por correo electrónico.'],
    en: ['Company registered', "We have received your company's registration request. The service will review it and let you know by e-mail."],
  }),
  [Status.UserRegistered]: notice({
    ca: ['Usuari registrat', "T'has registrat correctament. Ja pots fer servir el portal."],
    es: ['Usuario registrado', 'Te has registrado correctamente. Ya puedes usar el portal.'],
    en: ['Registered', 'You have registered successfully. You can now use the portal.'],
  }),
  [Status.RecoveryLinkSent]: notice({
    ca: ['Enllaç enviat', "T'hem enviat un correu electrònic amb un enllaç per restablir la contrasenya."],
    es: ['Enlace enviado', 'Te hemos enviado un correo electrónico con un enlace para restablecer la contraseña.'],
    en: ['Link sent', 'We have sent you an e-mail with a link to reset your password.'],
  }),
  [Status.OfferCreated]: notice({
    ca: ['Oferta creada', "L'oferta s'ha creat. El servei la revisarà abans de publicar-la."],
    es: ['Oferta creada', 'La oferta se ha creado. El servicio la revisará antes de publicarla.'],
    en: ['Offer created', 'The offer has been created. The service will review it before publishing it.'],
  }),
  [Status.DescriptionSaved]: notice({
    ca: ['Descripció desada', "La descripció s'ha desat correctament."],
    es: ['Descripción guardada', 'La descripción se ha guardado correctamente.'],
    en: ['Description saved', 'The description has been saved.'],
  }),
  [Status.PasswordReset]: notice({
    ca: ['Contrasenya restablerta', "La teva contrasenya s'ha restablert. Ja pots iniciar la sessió amb la nova."],
    es: ['Contraseña restablecida', 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión con la nueva.'],
    en: ['Password reset', 'Your password has been reset. You can now log in with the new one.'],
  }),
  [Status.StudentNotFoundForId]: warning({
    ca: ['Estudiant no trobat', 'No hi ha cap estudiant amb aquest DNI/NIE.'],
    es: ['Estudiante no encontrado', 'No hay ningún estudiante con este DNI/NIE.'],
    en: ['Student not found', 'There is no student with this DNI/NIE.'],
  }),
  [Status.PracticeRequested]: notice({
    ca: ['Pràctiques sol·licitades', "La sol·licitud de pràctiques s'ha registrat."],
    es: ['Prácticas solicitadas', 'La solicitud de prácticas se ha registrado.'],
    en: ['Internship requested', 'The internship request has been registered.'],
  }),
  [Status.InternshipProposalRegistered]: notice({
    ca: ['Proposta registrada', "La teva proposta de pràctiques s'ha registrat. El servei la revisarà."],
    es: ['Propuesta registrada', 'Tu propuesta de prácticas se ha registrado. El servicio la revisará.'],
    en: ['Proposal registered', 'Your internship proposal has been registered. The service will review it.'],
  }),
  [Status.OfferEditableOnlyWhilePending]: notice(
    {
      ca: ['Edició no disponible', 'Només pots editar una oferta mentre està pendent de validació i no ha caducat.'],
      es: ['Edición no disponible', 'Solo puedes editar una oferta mientras está pendiente de validación y no ha caducado.'],
      en: ['Editing not available', 'You can only edit an offer while it is pending validation and has not expired.'],
    },
    { category: 'medium' },
  ),
  [Status.OfferClosed]: notice({
    ca: ['Oferta tancada', "L'oferta s'ha tancat i ja no admet candidatures noves."],
    es: ['Oferta cerrada', 'La oferta se ha cerrado y ya no admite nuevas candidaturas.'],
    en: ['Offer closed', 'The offer has been closed and no longer accepts applications.'],
  }),
  [Status.ChangesSaved]: notice({
    ca: ['Canvis desats', "Els canvis s'han desat correctament."],
    es: ['Cambios guardados', 'Los cambios se han guardado correctamente.'],
    en: ['Changes saved', 'Your changes have been saved.'],
  }),
  [Status.ServerNotice]: notice(
    {
      ca: ['Avís', "L'operació s'ha completat."],
      es: ['Aviso', 'La operación se ha completado.'],
      en: ['Notice', 'The operation has been completed.'],
    },
    { showServerMessage: true },
  ),
  [Status.DocumentsAttached]: notice({
    ca: ['Documents adjuntats', "Els documents s'han adjuntat correctament."],
    es: ['Documentos adjuntados', 'Los documentos se han adjuntado correctamente.'],
    en: ['Documents attached', 'The documents have been attached.'],
  }),
  [Status.PasswordSet]: notice({
    ca: ['Contrasenya establerta', "La teva contrasenya s'ha establert. Ja pots iniciar la sessió."],
    es: ['Contraseña establecida', 'Tu contraseña se ha establecido. Ya puedes iniciar sesión.'],
    en: ['Password set', 'Your password has been set. You can now log in.'],
  }),
  [Status.MissingDataForPractice]: warning(
    {
      ca: ['Falten dades per a les pràctiques', "Per sol·licitar aquestes pràctiques has de completar algunes dades del teu perfil.", goToCv.ca],
      es: ['Faltan datos para las prácticas', 'Para solicitar estas prácticas tienes que completar algunos datos de tu perfil.', goToCv.es],
      en: ['Details missing for the internship', 'To request this internship you must complete some details in your profile.', goToCv.en],
    },
    toCv,
  ),
  [Status.OfferDeleted]: notice({
    ca: ['Oferta eliminada', "L'oferta s'ha eliminat."],
    es: ['Oferta eliminada', 'La oferta se ha eliminado.'],
    en: ['Offer deleted', 'The offer has been deleted.'],
  }),
  [Status.DeletionRequestReceived]: notice({
    ca: [
      'Sol·licitud de baixa rebuda',
      'Hem rebut la teva sol·licitud de baixa del servei i de supressió de les teves dades personals. Et confirmarem la baixa per correu electrònic.',
    ],
    es: [
      'Solicitud de baja recibida',
      'Hemos recibido tu solicitud de baja del servicio y de supresión de tus datos personales. Te confirmaremos la baja por correo electrónico.',
    ],
    en: [
      'Deletion request received',
      'We have received your request to leave the service and have your personal data deleted. We will confirm it by e-mail.',
    ],
  }),
  [Status.PreEnrolmentAnswered]: notice({
    ca: ['Resposta registrada', 'Hem registrat la teva resposta a la preinscripció.'],
    es: ['Respuesta registrada', 'Hemos registrado tu respuesta a la preinscripción.'],
    en: ['Answer recorded', 'Your answer to the pre-enrolment has been recorded.'],
  }),
  [Status.PasswordChanged]: notice({
    ca: ['Contrasenya canviada', "La teva contrasenya s'ha canviat correctament."],
    es: ['Contraseña cambiada', 'Tu contraseña se ha cambiado correctamente.'],
    en: ['Password changed', 'Your password has been changed.'],
  }),
  [Status.UserCreated]: notice({
    ca: ['Usuari creat', "L'usuari s'ha creat i rebrà un correu electrònic per establir la contrasenya."],
    es: ['Usuario creado', 'El usuario se ha creado y recibirá un correo electrónico para establecer la contraseña.'],
    en: ['User created', 'The user has been created and will receive an e-mail to set their password.'],
  }),
  [Status.UnknownUserOnPasswordReset]: warning({
    ca: ['Usuari no trobat', 'No hi ha cap usuari amb aquestes dades. Revisa el que has escrit.'],
    es: ['Usuario no encontrado', 'No hay ningún usuario con estos datos. Revisa lo que has escrito.'],
    en: ['User not found', 'There is no user with these details. Please check what you typed.'],
  }),
  [Status.AdhesionRequested]: notice({
    ca: ['Adhesió sol·licitada', "S'ha enviat la teva sol·licitud d'adhesió al programa."],
    es: ['Adhesión solicitada', 'Se ha enviado tu solicitud de adhesión al programa.'],
    en: ['Request to join sent', 'Your request to join the programme has been sent.'],
  }),
  [Status.AgreementAdded]: notice({
    ca: ['Conveni afegit', "El conveni de col·laboració s'ha afegit a la teva empresa."],
    es: ['Convenio añadido', 'El convenio de colaboración se ha añadido a tu empresa.'],
    en: ['Agreement added', 'The collaboration agreement has been added to your company.'],
  }),
  [Status.ContactCreated]: notice({
    ca: ['Contacte creat', "El contacte s'ha afegit a la teva empresa."],
    es: ['Contacto creado', 'El contacto se ha añadido a tu empresa.'],
    en: ['Contact created', 'The contact has been added to your company.'],
  }),
  [Status.PracticeRequestSent]: notice({
    ca: ['Sol·licitud enviada', "La sol·licitud de pràctiques s'ha enviat correctament."],
    es: ['Solicitud enviada', 'La solicitud de prácticas se ha enviado correctamente.'],
    en: ['Request sent', 'The internship request has been sent.'],
  }),
  [Status.RequestAccepted]: notice({
    ca: ['Sol·licitud acceptada', 'Has acceptat la sol·licitud.'],
    es: ['Solicitud aceptada', 'Has aceptado la solicitud.'],
    en: ['Request accepted', 'You have accepted the request.'],
  }),
  [Status.RequestRejected]: notice({
    ca: ['Sol·licitud rebutjada', 'Has rebutjat la sol·licitud.'],
    es: ['Solicitud rechazada', 'Has rechazado la solicitud.'],
    en: ['Request rejected', 'You have rejected the request.'],
  }),
  [Status.RequestModified]: notice({
    ca: ['Sol·licitud modificada', "Els canvis de la sol·licitud s'han desat."],
    es: ['Solicitud modificada', 'Los cambios de la solicitud se han guardado.'],
    en: ['Request updated', 'The changes to the request have been saved.'],
  }),
  [Status.EnrolmentDone]: notice({
    ca: ['Inscripció feta', "La teva inscripció s'ha registrat correctament."],
    es: ['Inscripción realizada', 'Tu inscripción se ha registrado correctamente.'],
    en: ['Registration complete', 'Your registration has been recorded.'],
  }),
  [Status.ProgrammeEnrolmentDone]: notice({
    ca: ['Inscripció al programa feta', "T'has inscrit al programa de pràctiques."],
    es: ['Inscripción al programa realizada', 'Te has inscrito en el programa de prácticas.'],
    en: ['Joined the programme', 'You have enrolled in the internship programme.'],
  }),

  [Status.TooManyAttempts]: error(429, {
    ca: ['Massa intents', 'Has fet massa intents seguits. Espera uns minuts i torna-ho a provar.'],
    es: ['Demasiados intentos', 'Has hecho demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.'],
    en: ['Too many attempts', 'You have made too many attempts in a row. Please wait a few minutes and try again.'],
  }),
  [Status.PayloadTooLarge]: error(413, {
    ca: ['Enviament massa gran', 'Les dades enviades superen la mida màxima permesa. Els fitxers no poden superar els 2 MB.'],
    es: ['Envío demasiado grande', 'Los datos enviados superan el tamaño máximo permitido. Los ficheros no pueden superar los 2 MB.'],
    en: ['Upload too large', 'The data sent exceeds the maximum size allowed. Files may not exceed 2 MB.'],
  }),
  [Status.UnsupportedMediaType]: error(415, {
    ca: ["Format d'enviament no admès", 'El servidor només accepta dades en format JSON.'],
    es: ['Formato de envío no admitido', 'El servidor solo acepta datos en formato JSON.'],
    en: ['Unsupported format', 'The server only accepts data in JSON format.'],
  }),
  [Status.MalformedBody]: error(400, {
    ca: ['Petició mal formada', 'Les dades enviades no tenen un format vàlid.'],
    es: ['Petición mal formada', 'Los datos enviados no tienen un formato válido.'],
    en: ['Malformed request', 'The data sent is not in a valid format.'],
  }),
  [Status.RouteNotFound]: error(404, {
    ca: ['Servei no trobat', "L'adreça sol·licitada no correspon a cap servei del portal."],
    es: ['Servicio no encontrado', 'La dirección solicitada no corresponde a ningún servicio del portal.'],
    en: ['Service not found', 'The requested address does not match any service of the portal.'],
  }),
  [Status.Forbidden]: error(403, {
    ca: ['Sense permís', 'El teu perfil no té permís per fer aquesta operació.'],
    es: ['Sin permiso', 'Tu perfil no tiene permiso para realizar esta operación.'],
    en: ['Not allowed', 'Your profile is not allowed to perform this operation.'],
  }),
  [Status.NotFound]: error(404, {
    ca: ['No trobat', "L'element sol·licitat no existeix o no hi tens accés."],
    es: ['No encontrado', 'El elemento solicitado no existe o no tienes acceso a él.'],
    en: ['Not found', 'The requested item does not exist or you do not have access to it.'],
  }),
  [Status.Maintenance]: error(503, {
    ca: ['Portal en manteniment', "Estem fent tasques de manteniment al portal. Torna-ho a provar d'aquí a una estona."],
    es: ['Portal en mantenimiento', 'Estamos realizando tareas de mantenimiento en el portal. Vuelve a intentarlo dentro de un rato.'],
    en: ['Portal under maintenance', 'We are carrying out maintenance on the portal. Please try again shortly.'],
  }),
};

export const catalogue = Object.fromEntries(
  Object.entries(definitions).map(([code, definition]) => [code, { code: Number(code) as StatusCode, ...definition }]),
) as Record<StatusCode, CatalogueEntry>;
