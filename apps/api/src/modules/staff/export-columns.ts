import { auditName, auditValue, type AuditEntry, type ChangeRequestItem, type Language, type StaffAgreementItem, type StaffCandidacyItem, type StaffCandidateItem, type StaffCompanyItem, type StaffOfferItem, type StaffEventEnrolment, type StaffEducationRequestItem } from '@portal/shared';
import type { CsvColumn } from '../../lib/csv.ts';

/** Column headers in the interface language of the request: [es, ca, en]. */
type Headed<T> = [es: string, ca: string, en: string, value: CsvColumn<T>['value']];

const pick = (language: Language) => (language === 'ca' ? 1 : language === 'en' ? 2 : 0);
function columns<T>(list: Headed<T>[], language: Language): CsvColumn<T>[] {
  return list.map((c) => ({ header: c[pick(language)] as string, value: c[3] }));
}

/** A calendar day as Spanish spreadsheets show it (dd/mm/yyyy), in Madrid. */
export const day = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso)) : '';
const dayTime = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

export const companyColumns = (language: Language) =>
  columns<StaffCompanyItem>(
    [
      ['Id', 'Id', 'Id', (r) => r.idEmpresa],
      ['CIF', 'CIF', 'Tax ID', (r) => r.cif],
      ['Razón social', 'Raó social', 'Legal name', (r) => r.razonSocial],
      ['Nombre comercial', 'Nom comercial', 'Trade name', (r) => r.nombreComercial],
      ['Estado', 'Estat', 'State', (r) => r.estado],
      ['Alta', 'Alta', 'Registered', (r) => day(r.fechaAlta)],
      ['Contacto', 'Contacte', 'Contact', (r) => r.contacto?.nombre],
      ['Correo del contacto', 'Correu del contacte', 'Contact e-mail', (r) => r.contacto?.email],
      ['Ofertas', 'Ofertes', 'Offers', (r) => r.ofertas],
      ['Motivo', 'Motiu', 'Reason', (r) => r.motivo],
    ],
    language,
  );

export const offerColumns = (language: Language) =>
  columns<StaffOfferItem>(
    [
      ['Id', 'Id', 'Id', (r) => r.idOferta],
      ['Referencia', 'Referència', 'Reference', (r) => r.referencia],
      ['Título', 'Títol', 'Title', (r) => r.titulo],
      ['Empresa', 'Empresa', 'Company', (r) => r.empresa],
      ['Tipo', 'Tipus', 'Type', (r) => (r.idPerfil === 2 ? { es: 'Prácticas', ca: 'Pràctiques', en: 'Internship' }[language] : { es: 'Empleo', ca: 'Feina', en: 'Job' }[language])],
      ['Estado', 'Estat', 'State', (r) => r.estado],
      ['Creada', 'Creada', 'Created', (r) => day(r.fechaCreacion)],
      ['Publicada', 'Publicada', 'Published', (r) => day(r.fechaPublicacion)],
      ['Destacada hasta', 'Destacada fins a', 'Featured until', (r) => r.fechaDestacada],
      ['Caduca', 'Caduca', 'Expires', (r) => r.fechaCaducidad],
      ['Gestor', 'Gestor', 'Manager', (r) => r.gestor?.nombre],
      ['Plazas', 'Places', 'Places', (r) => r.plazas],
      ['Candidaturas', 'Candidatures', 'Candidacies', (r) => r.candidaturas],
      ['Observaciones', 'Observacions', 'Remarks', (r) => r.observaciones],
    ],
    language,
  );

export const candidacyColumns = (language: Language) =>
  columns<StaffCandidacyItem>(
    [
      ['Id', 'Id', 'Id', (r) => r.idCandidatura],
      ['Candidato', 'Candidat', 'Candidate', (r) => r.nombre],
      ['Correo electrónico', 'Correu electrònic', 'E-mail', (r) => r.email],
      ['Estado', 'Estat', 'State', (r) => r.estado],
      ['Motivo', 'Motiu', 'Reason', (r) => r.motivo],
      ['Inscripción', 'Inscripció', 'Applied', (r) => day(r.fecha)],
      ['Último cambio', 'Darrer canvi', 'Last change', (r) => day(r.fechaActualizacion)],
      ['Propuesta del servicio', 'Proposta del servei', 'Proposed by the service', (r) => r.propuestaServicio],
      ['Externa', 'Externa', 'External', (r) => r.externa],
    ],
    language,
  );

export const candidateColumns = (language: Language) =>
  columns<StaffCandidateItem>(
    [
      ['Id', 'Id', 'Id', (r) => r.idAlumno],
      ['Nombre', 'Nom', 'First name', (r) => r.nombre],
      ['Apellidos', 'Cognoms', 'Surnames', (r) => r.apellidos],
      ['Correo electrónico', 'Correu electrònic', 'E-mail', (r) => r.email],
      ['Documento', 'Document', 'ID document', (r) => r.documento],
      ['Titulaciones', 'Titulacions', 'Degrees', (r) => r.titulaciones.join(' | ')],
      ['Validado por el servicio', 'Validat pel servei', 'Validated by the service', (r) => r.validadoServicio],
      ['Bloqueado', 'Bloquejat', 'Blocked', (r) => r.bloqueado],
      ['Alta', 'Alta', 'Registered', (r) => day(r.fechaAlta)],
      ['Baja solicitada', 'Baixa sol·licitada', 'Deregistration requested', (r) => day(r.bajaSolicitada)],
      ['Supresión prevista', 'Supressió prevista', 'Erasure due', (r) => day(r.fechaSupresion)],
    ],
    language,
  );

export const auditColumns = (language: Language) =>
  columns<AuditEntry>(
    [
      ['Fecha', 'Data', 'Date', (r) => dayTime(r.fecha)],
      ['Usuario', 'Usuari', 'User', (r) => r.usuario],
      ['Rol', 'Rol', 'Role', (r) => auditName('role', r.rol ?? 'Sistema', language)],
      // In the reader's words, as the list shows them (issue 22: the file said "offer;validate;pendiente").
      ['Entidad', 'Entitat', 'Entity', (r) => auditName('entity', r.entidad, language)],
      ['Id', 'Id', 'Id', (r) => r.idEntidad],
      ['Acción', 'Acció', 'Action', (r) => auditName('action', r.accion, language)],
      ['Desde', 'Des de', 'From', (r) => auditValue(r.desde, language)],
      ['Hasta', 'Fins a', 'To', (r) => auditValue(r.hasta, language)],
      ['Detalle', 'Detall', 'Detail', (r) => r.detalle],
    ],
    language,
  );

export const agreementColumns = (language: Language) =>
  columns<StaffAgreementItem>(
    [
      ['Id', 'Id', 'Id', (r) => r.idConvenio],
      ['Empresa', 'Empresa', 'Company', (r) => r.empresa],
      ['CIF', 'CIF', 'Tax ID', (r) => r.cif],
      ['Estado', 'Estat', 'State', (r) => r.estado],
      ['Firmante', 'Signant', 'Signer', (r) => r.firmante],
      ['Alta', 'Alta', 'Created', (r) => day(r.fechaAlta)],
      ['Último cambio', 'Darrer canvi', 'Last change', (r) => day(r.fechaActualizacion)],
      ['Caduca', 'Caduca', 'Expires', (r) => day(r.fechaCaducidad)],
      ['Sin caducidad', 'Sense caducitat', 'No expiry', (r) => (r.sinCaducidad ? 1 : 0)],
    ],
    language,
  );

export const eventEnrolmentColumns = (language: Language) =>
  columns<StaffEventEnrolment>(
    [
      ['Id', 'Id', 'Id', (r) => r.idInscripcion],
      ['Candidato', 'Candidat', 'Candidate', (r) => r.nombre],
      ['Correo electrónico', 'Correu electrònic', 'E-mail', (r) => r.email],
      ['Estado', 'Estat', 'State', (r) => auditValue(r.estado, language)],
      ['Posición en espera', "Posició a l'espera", 'Waiting-list position', (r) => r.posicionEspera],
      ['Inscripción', 'Inscripció', 'Enrolled', (r) => dayTime(r.fecha)],
    ],
    language,
  );

/** The internship change requests of a state; `change` words what is asked (the company-interns module knows how). */
export const changeRequestColumns = (language: Language, change: (r: ChangeRequestItem) => string) =>
  columns<ChangeRequestItem>(
    [
      ['Id', 'Id', 'Id', (r) => r.idSolicitud],
      ['Prácticas', 'Pràctiques', 'Internship', (r) => r.idPractica],
      ['Estudiante', 'Estudiant', 'Student', (r) => r.alumno],
      ['Empresa', 'Empresa', 'Company', (r) => r.empresa],
      ['Cambio', 'Canvi', 'Change', change],
      ['Motivo', 'Motiu', 'Reason', (r) => r.motivo],
      ['Estado', 'Estat', 'State', (r) => auditValue(r.estado, language)],
      ['Motivo de la decisión', 'Motiu de la decisió', 'Reason of the decision', (r) => r.motivoDecision],
      ['Enviada', 'Enviada', 'Sent', (r) => dayTime(r.fecha)],
      ['Decidida', 'Decidida', 'Decided', (r) => (r.fechaDecision ? dayTime(r.fechaDecision) : '')],
    ],
    language,
  );

const ORIGIN = { alumno: ['Propuesta del estudiante', "Proposta de l'estudiant", "Student's proposal"], empresa: ['Solicitud de la empresa', "Sol·licitud de l'empresa", "Company's request"] } as const;

export const educationRequestColumns = (language: Language) =>
  columns<StaffEducationRequestItem>(
    [
      ['Id', 'Id', 'Id', (r) => r.idSolicitudPractica],
      ['Origen', 'Origen', 'Origin', (r) => ORIGIN[r.origen][pick(language)]],
      ['Estudiante', 'Estudiant', 'Student', (r) => r.alumno],
      ['Titulación', 'Titulació', 'Degree', (r) => r.titulacion],
      ['Empresa', 'Empresa', 'Company', (r) => r.empresa],
      ['Puesto', 'Lloc', 'Position', (r) => r.puestoTrabajo],
      ['Inicio', 'Inici', 'Start', (r) => day(r.fechaInicio)],
      ['Fin', 'Fi', 'End', (r) => day(r.fechaFin)],
      ['Horas por semana', 'Hores per setmana', 'Hours a week', (r) => r.horasSemana],
      ['Estado', 'Estat', 'State', (r) => auditValue(r.estado, language)],
      ['Motivo de la decisión', 'Motiu de la decisió', 'Reason of the decision', (r) => r.motivoDecision],
      ['Prácticas', 'Pràctiques', 'Internship', (r) => r.idPractica],
      ['Enviada', 'Enviada', 'Sent', (r) => dayTime(r.fecha)],
    ],
    language,
  );
