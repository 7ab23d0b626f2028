import type { Language } from '../i18n/language.ts';

/**
 * The words of the change log (issue 22, point 9: its CSV exported raw codes such as "offer;validate;pendiente"): each
 * entity, action and one-word value in ca/es/en. The one table the API's CSV and the back office's list both read, so
 * a new action is named once. A code without a name is shown as written.
 */
type Names = Record<string, Record<Language, string>>;

const AUDIT_ENTITY_NAMES: Names = {
  company: { ca: 'Empresa', es: 'Empresa', en: 'Company' },
  agreement: { ca: 'Conveni', es: 'Convenio', en: 'Agreement' },
  offer: { ca: 'Oferta', es: 'Oferta', en: 'Offer' },
  candidacy: { ca: 'Candidatura', es: 'Candidatura', en: 'Candidacy' },
  candidate: { ca: 'Candidat', es: 'Candidato', en: 'Candidate' },
  staffUser: { ca: 'Usuari gestor', es: 'Usuario gestor', en: 'Staff user' },
  setting: { ca: 'Configuració', es: 'Configuración', en: 'Setting' },
  content: { ca: 'Contingut', es: 'Contenido', en: 'Content' },
  document: { ca: 'Document', es: 'Documento', en: 'Document' },
  programme: { ca: 'Programa de pràctiques', es: 'Programa de prácticas', en: 'Internship programme' },
  internship: { ca: 'Pràctiques', es: 'Prácticas', en: 'Internship' },
  internshipRequest: { ca: 'Sol·licitud de pràctiques', es: 'Solicitud de prácticas', en: 'Internship request' },
  survey: { ca: 'Enquesta', es: 'Encuesta', en: 'Survey' },
};

const AUDIT_ACTION_NAMES: Names = {
  validate: { ca: 'Validació', es: 'Validación', en: 'Validation' },
  uploadInvoice: { ca: 'Factura pujada', es: 'Factura subida', en: 'Invoice uploaded' },
  uploadDocument: { ca: 'Document de pràctiques pujat', es: 'Documento de prácticas subido', en: 'Internship document uploaded' },
  reject: { ca: 'Rebuig', es: 'Rechazo', en: 'Rejection' },
  block: { ca: 'Bloqueig', es: 'Bloqueo', en: 'Block' },
  unblock: { ca: 'Desbloqueig', es: 'Desbloqueo', en: 'Unblock' },
  editData: { ca: 'Edició de dades', es: 'Edición de datos', en: 'Data edit' },
  editContact: { ca: 'Edició de contacte', es: 'Edición de contacto', en: 'Contact edit' },
  sendBack: { ca: 'Retorn', es: 'Devolución', en: 'Sent back' },
  assignManager: { ca: 'Assignació de gestor', es: 'Asignación de gestor', en: 'Manager assigned' },
  feature: { ca: 'Data destacada', es: 'Fecha destacada', en: 'Featured date' },
  close: { ca: 'Tancament', es: 'Cierre', en: 'Closing' },
  expire: { ca: 'Caducitat', es: 'Caducidad', en: 'Expiry' },
  propose: { ca: 'Proposta de candidat', es: 'Propuesta de candidato', en: 'Candidate proposed' },
  changeState: { ca: "Canvi d'estat", es: 'Cambio de estado', en: 'State change' },
  undoChangeState: { ca: "Canvi d'estat desfet", es: 'Cambio de estado deshecho', en: 'State change undone' },
  reopen: { ca: 'Procés reobert', es: 'Proceso reabierto', en: 'Process reopened' },
  create: { ca: "Alta d'usuari gestor", es: 'Alta de usuario gestor', en: 'Staff user created' },
  viewCv: { ca: 'Consulta del CV', es: 'Consulta del CV', en: 'CV viewed' },
  validateCv: { ca: 'CV validat', es: 'CV validado', en: 'CV validated' },
  unvalidateCv: { ca: 'Validació de CV retirada', es: 'Validación de CV retirada', en: 'CV validation removed' },
  erase: { ca: 'Supressió de dades', es: 'Supresión de datos', en: 'Data erased' },
  maintenanceOn: { ca: 'Manteniment activat', es: 'Mantenimiento activado', en: 'Maintenance on' },
  maintenanceOff: { ca: 'Manteniment desactivat', es: 'Mantenimiento desactivado', en: 'Maintenance off' },
  editFlags: { ca: 'Canvi de funcions', es: 'Cambio de funciones', en: 'Features changed' },
  editFields: { ca: 'Canvi de camps', es: 'Cambio de campos', en: 'Fields changed' },
  editSso: { ca: "Canvi de l'accés únic", es: 'Cambio del acceso único', en: 'Single sign-on changed' },
  createGodModePass: { ca: 'Passi de mode déu creat', es: 'Pase de modo dios creado', en: 'God-mode pass created' },
  withdrawGodModePasses: { ca: 'Passis de mode déu retirats', es: 'Pases de modo dios retirados', en: 'God-mode passes withdrawn' },
  createCommunication: { ca: 'Comunicat nou', es: 'Nuevo comunicado', en: 'New communication' },
  editCommunication: { ca: 'Edició de comunicat', es: 'Edición de comunicado', en: 'Communication edited' },
  deleteCommunication: { ca: 'Comunicat esborrat', es: 'Comunicado borrado', en: 'Communication deleted' },
  publishDataProtection: { ca: 'Versió nova de protecció de dades', es: 'Nueva versión de protección de datos', en: 'New data-protection version' },
  createEvent: { ca: 'Esdeveniment nou', es: 'Nuevo evento', en: 'New event' },
  editEvent: { ca: "Edició d'esdeveniment", es: 'Edición de evento', en: 'Event edited' },
  deleteEvent: { ca: 'Esdeveniment esborrat', es: 'Evento borrado', en: 'Event deleted' },
  addEventImage: { ca: 'Imatge afegida a la galeria', es: 'Imagen añadida a la galería', en: 'Image added to the gallery' },
  removeEventImage: { ca: 'Imatge treta de la galeria', es: 'Imagen quitada de la galería', en: 'Image removed from the gallery' },
  createGuide: { ca: 'Guia nova', es: 'Nueva guía', en: 'New guide' },
  editGuide: { ca: 'Edició de guia', es: 'Edición de guía', en: 'Guide edited' },
  deleteGuide: { ca: 'Guia esborrada', es: 'Guía borrada', en: 'Guide deleted' },
  editInfoPage: { ca: "Pàgina d'informació editada", es: 'Página informativa editada', en: 'Information page edited' },
  publishInfoPage: { ca: "Pàgina d'informació publicada", es: 'Página informativa publicada', en: 'Information page published' },
  unpublishInfoPage: { ca: "Pàgina d'informació retirada", es: 'Página informativa retirada', en: 'Information page withdrawn' },
  createProgramme: { ca: 'Programa nou', es: 'Nuevo programa', en: 'New programme' },
  editProgramme: { ca: 'Edició de programa', es: 'Edición de programa', en: 'Programme edited' },
  activateProgramme: { ca: 'Programa activat', es: 'Programa activado', en: 'Programme activated' },
  deactivateProgramme: { ca: 'Programa desactivat', es: 'Programa desactivado', en: 'Programme deactivated' },
  createRejectionReason: { ca: 'Motiu de rebuig nou', es: 'Nuevo motivo de rechazo', en: 'New rejection reason' },
  editRejectionReason: { ca: 'Edició de motiu de rebuig', es: 'Edición de motivo de rechazo', en: 'Rejection reason edited' },
  activateRejectionReason: { ca: 'Motiu de rebuig activat', es: 'Motivo de rechazo activado', en: 'Rejection reason activated' },
  deactivateRejectionReason: { ca: 'Motiu de rebuig desactivat', es: 'Motivo de rechazo desactivado', en: 'Rejection reason deactivated' },
  submitOffer: { ca: "Oferta enviada per l'empresa", es: 'Oferta enviada por la empresa', en: 'Offer sent by the company' },
  editOffer: { ca: "Oferta editada per l'empresa", es: 'Oferta editada por la empresa', en: 'Offer edited by the company' },
  duplicateOffer: { ca: 'Oferta duplicada', es: 'Oferta duplicada', en: 'Offer duplicated' },
  deleteOffer: { ca: 'Oferta esborrada', es: 'Oferta borrada', en: 'Offer deleted' },
  addContact: { ca: "Nou contacte (accés) de l'empresa", es: 'Nuevo contacto (acceso) de la empresa', en: 'New company contact (login)' },
  addFiscalAccount: { ca: 'Nou compte de facturació', es: 'Nueva cuenta de facturación', en: 'New billing account' },
  removeContact: { ca: "Contacte (accés) tret de l'empresa", es: 'Contacto (acceso) quitado de la empresa', en: 'Company contact (login) removed' },
  removeFiscalAccount: { ca: 'Compte de facturació retirat', es: 'Cuenta de facturación retirada', en: 'Billing account retired' },
  requestAccount: { ca: "Sol·licitud d'alta d'empresa", es: 'Solicitud de alta de empresa', en: 'Company account requested' },
  signIn: { ca: 'Inici de sessió', es: 'Inicio de sesión', en: 'Sign-in' },
  register: { ca: 'Alta de candidat', es: 'Alta de candidato', en: 'Candidate registered' },
  requestDeletion: { ca: 'Baixa sol·licitada', es: 'Baja solicitada', en: 'Deregistration requested' },
  withdrawDeletion: { ca: 'Sol·licitud de baixa anul·lada', es: 'Solicitud de baja anulada', en: 'Deregistration request withdrawn' },
  proposeInternship: { ca: 'Proposta de pràctiques', es: 'Propuesta de prácticas', en: 'Internship proposed' },
  generateAgreement: { ca: "Conveni generat per l'empresa", es: 'Convenio generado por la empresa', en: 'Agreement generated by the company' },
  createDocument: { ca: 'Document nou (esborrany)', es: 'Nuevo documento (borrador)', en: 'New document (draft)' },
  editDocument: { ca: 'Edició de document', es: 'Edición de documento', en: 'Document edited' },
  publishDocument: { ca: 'Document publicat', es: 'Documento publicado', en: 'Document published' },
  unpublishDocument: { ca: 'Document retirat (esborrany)', es: 'Documento retirado (borrador)', en: 'Document unpublished' },
  deleteDocument: { ca: 'Document esborrat', es: 'Documento borrado', en: 'Document deleted' },
  addCompanyDocument: { ca: "Document aportat per l'empresa", es: 'Documento aportado por la empresa', en: 'Document added by the company' },
  deleteCompanyDocument: { ca: "Document de l'empresa esborrat", es: 'Documento de la empresa borrado', en: 'Company document deleted' },
  createActiveProgramme: { ca: 'Programa de pràctiques nou', es: 'Nuevo programa de prácticas', en: 'New internship programme' },
  editActiveProgramme: { ca: 'Edició de programa de pràctiques', es: 'Edición de programa de prácticas', en: 'Internship programme edited' },
  openProgramme: { ca: 'Programa obert a adhesions', es: 'Programa abierto a adhesiones', en: 'Programme opened to requests' },
  closeProgramme: { ca: 'Programa tancat a adhesions', es: 'Programa cerrado a adhesiones', en: 'Programme closed to requests' },
  requestAdhesion: { ca: "Sol·licitud d'adhesió a programa", es: 'Solicitud de adhesión a programa', en: 'Programme adhesion requested' },
  acceptAdhesion: { ca: 'Adhesió acceptada', es: 'Adhesión aceptada', en: 'Adhesion accepted' },
  rejectAdhesion: { ca: 'Adhesió rebutjada', es: 'Adhesión rechazada', en: 'Adhesion refused' },
  requestInternshipChange: { ca: "Canvi de pràctiques demanat per l'empresa", es: 'Cambio de prácticas pedido por la empresa', en: 'Internship change asked by the company' },
  acceptInternshipChange: { ca: 'Canvi de pràctiques acceptat', es: 'Cambio de prácticas aceptado', en: 'Internship change accepted' },
  rejectInternshipChange: { ca: 'Canvi de pràctiques rebutjat', es: 'Cambio de prácticas rechazado', en: 'Internship change rejected' },
  acceptRenunciation: { ca: 'Renúncia a les pràctiques acceptada', es: 'Renuncia a las prácticas aceptada', en: 'Internship renunciation accepted' },
  rejectRenunciation: { ca: 'Renúncia a les pràctiques rebutjada', es: 'Renuncia a las prácticas rechazada', en: 'Internship renunciation refused' },
  requestInternship: { ca: "Pràctiques sol·licitades per l'empresa", es: 'Prácticas solicitadas por la empresa', en: 'Internship requested by the company' },
  editInternshipRequest: { ca: 'Sol·licitud de pràctiques modificada', es: 'Solicitud de prácticas modificada', en: 'Internship request edited' },
  acceptInternshipRequest: { ca: 'Sol·licitud de pràctiques acceptada', es: 'Solicitud de prácticas aceptada', en: 'Internship request accepted' },
  enrolEvent: { ca: 'Inscripció a esdeveniment', es: 'Inscripción en evento', en: 'Event registration' },
  createSurvey: { ca: 'Enquesta creada', es: 'Encuesta creada', en: 'Survey created' },
  editSurvey: { ca: 'Enquesta modificada', es: 'Encuesta modificada', en: 'Survey edited' },
  deleteSurvey: { ca: 'Enquesta esborrada', es: 'Encuesta borrada', en: 'Survey deleted' },
  unenrolEvent: { ca: 'Inscripció a esdeveniment anul·lada', es: 'Inscripción en evento anulada', en: 'Event registration cancelled' },
  rejectInternshipRequest: { ca: 'Sol·licitud de pràctiques rebutjada', es: 'Solicitud de prácticas rechazada', en: 'Internship request rejected' },
};

/** Who acted: the actor's role when acting, `Sistema` for a line without a person. */
const AUDIT_ROLE_NAMES: Names = {
  Alumno: { ca: 'Candidat', es: 'Candidato', en: 'Candidate' },
  Empresa: { ca: 'Empresa', es: 'Empresa', en: 'Company' },
  Gestor: { ca: 'Servei', es: 'Servicio', en: 'Staff' },
  Sistema: { ca: 'Sistema', es: 'Sistema', en: 'System' },
};

const AUDIT_VALUE_NAMES: Names = {
  generado: { ca: 'Generat', es: 'Generado', en: 'Generated' },
  firmadoEmpresa: { ca: "Signat per l'empresa", es: 'Firmado por la empresa', en: 'Signed by the company' },
  enviadoSecretaria: { ca: 'Enviat a secretaria', es: 'Enviado a secretaría', en: 'Sent to the secretariat' },
  formalizado: { ca: 'Formalitzat', es: 'Formalizado', en: 'Formalised' },
  erroneo: { ca: 'Erroni', es: 'Erróneo', en: 'Erroneous' },
  caducado: { ca: 'Caducat', es: 'Caducado', en: 'Expired' },
  pendiente: { ca: 'Pendent', es: 'Pendiente', en: 'Pending' },
  validada: { ca: 'Validada', es: 'Validada', en: 'Validated' },
  bloqueada: { ca: 'Bloquejada', es: 'Bloqueada', en: 'Blocked' },
  rechazada: { ca: 'Rebutjada', es: 'Rechazada', en: 'Rejected' },
  aceptada: { ca: 'Acceptada', es: 'Aceptada', en: 'Accepted' },
  devuelta: { ca: 'Retornada', es: 'Devuelta', en: 'Sent back' },
  publicada: { ca: 'Publicada', es: 'Publicada', en: 'Published' },
  cerrada: { ca: 'Tancada', es: 'Cerrada', en: 'Closed' },
  true: { ca: 'Sí', es: 'Sí', en: 'Yes' },
  false: { ca: 'No', es: 'No', en: 'No' },
  activo: { ca: 'Actiu', es: 'Activo', en: 'Active' },
  bloqueado: { ca: 'Bloquejat', es: 'Bloqueado', en: 'Blocked' },
  bajaSolicitada: { ca: 'Baixa sol·licitada', es: 'Baja solicitada', en: 'Deregistration requested' },
  suprimido: { ca: 'Suprimit', es: 'Suprimido', en: 'Erased' },
  inscrito: { ca: 'Inscrit', es: 'Inscrito', en: 'Registered' },
  espera: { ca: "Llista d'espera", es: 'Lista de espera', en: 'Waiting list' },
};

const TABLES = { entity: AUDIT_ENTITY_NAMES, action: AUDIT_ACTION_NAMES, role: AUDIT_ROLE_NAMES, value: AUDIT_VALUE_NAMES } as const;

/** An entity, action or actor's role (`Sistema` for none) of the log in the reader's language; the code itself when it has no name. */
export function auditName(kind: 'entity' | 'action' | 'role', code: string, language: Language): string {
  return TABLES[kind][code]?.[language] ?? code;
}

/** A from/to value: a single state word (validada, true...) in words; a composite value ("field: value; ...") as written. */
export function auditValue(raw: string | null, language: Language): string | null {
  if (raw === null || !/^[A-Za-z]+$/.test(raw)) return raw;
  return AUDIT_VALUE_NAMES[raw]?.[language] ?? raw;
}

/** Every action the log names, for the list's action filter. */
export const AUDIT_ACTIONS: readonly string[] = Object.keys(AUDIT_ACTION_NAMES);
