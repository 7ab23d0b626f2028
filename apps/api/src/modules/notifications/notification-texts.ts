import type { Language, NotificationChannel, NotificationKind } from '@portal/shared';
import { escapeHtml } from '../../mail/escape-html.ts';

/** A value of a notification's texts: the same in every language (an offer's title) or one per language (a state). */
export type NotificationValue = string | Record<Language, string>;
export type NotificationParams = Record<string, NotificationValue>;

interface KindTexts {
  title: string;
  body: string;
}

/**
 * What each kind says, in each language. `{name}` placeholders take the notification's values, escaped when they
 * go into HTML; a placeholder without a value is left out (a remark nobody wrote), so a text ends with what is optional.
 */
const TEXTS: Record<NotificationKind, Record<Language, KindTexts>> = {
  'candidacy.new': {
    es: { title: 'Nueva candidatura', body: '{candidato} se ha inscrito en la oferta «{oferta}».' },
    ca: { title: 'Nova candidatura', body: "{candidato} s'ha inscrit a l'oferta «{oferta}»." },
    en: { title: 'New applicant', body: '{candidato} has applied to the offer "{oferta}".' },
  },
  'candidacy.withdrawn': {
    es: { title: 'Candidatura retirada', body: '{candidato} ha retirado su candidatura a la oferta «{oferta}».' },
    ca: { title: 'Candidatura retirada', body: '{candidato} ha retirat la seva candidatura a l’oferta «{oferta}».' },
    en: { title: 'Application withdrawn', body: '{candidato} has withdrawn from the offer "{oferta}".' },
  },
  'candidacy.reopened': {
    es: { title: 'Candidatura reabierta', body: 'El servicio de empleo ha reabierto la candidatura de {candidato} a la oferta «{oferta}», que vuelve a estar: {estado}. Motivo: {motivo}' },
    ca: { title: 'Candidatura reoberta', body: "El servei d'ocupació ha reobert la candidatura de {candidato} a l'oferta «{oferta}», que torna a estar: {estado}. Motiu: {motivo}" },
    en: { title: 'Application reopened', body: 'The employment service has reopened the application of {candidato} to the offer "{oferta}", which is again: {estado}. Reason: {motivo}' },
  },
  'offer.validated': {
    es: { title: 'Oferta publicada', body: 'El servicio de empleo ha validado la oferta «{oferta}». Ya es visible para los candidatos.' },
    ca: { title: 'Oferta publicada', body: "El servei d'ocupació ha validat l'oferta «{oferta}». Ja és visible per als candidats." },
    en: { title: 'Offer published', body: 'The employment service has validated the offer "{oferta}". Candidates can see it now.' },
  },
  'offer.returned': {
    es: { title: 'Oferta devuelta con observaciones', body: 'El servicio de empleo le devuelve la oferta «{oferta}»: {motivo}' },
    ca: { title: 'Oferta retornada amb observacions', body: "El servei d'ocupació et retorna l'oferta «{oferta}»: {motivo}" },
    en: { title: 'Offer sent back with remarks', body: 'The employment service sends the offer "{oferta}" back: {motivo}' },
  },
  'offer.rejected': {
    es: { title: 'Oferta rechazada', body: 'El servicio de empleo ha rechazado la oferta «{oferta}». Motivo: {motivo}' },
    ca: { title: 'Oferta rebutjada', body: "El servei d'ocupació ha rebutjat l'oferta «{oferta}». Motiu: {motivo}" },
    en: { title: 'Offer rejected', body: 'The employment service has rejected the offer "{oferta}". Reason: {motivo}' },
  },
  'offer.expiring': {
    es: { title: 'Oferta a punto de caducar', body: 'La oferta «{oferta}» caduca el {fecha}. Puede ampliar el plazo antes.' },
    ca: { title: 'Oferta a punt de caducar', body: "L'oferta «{oferta}» caduca el {fecha}. Pots ampliar el termini abans." },
    en: { title: 'Offer about to expire', body: 'The offer "{oferta}" expires on {fecha}. You can extend it before then.' },
  },
  'offer.closed': {
    es: { title: 'Oferta cerrada por el servicio', body: 'El servicio de empleo ha cerrado la oferta «{oferta}»: los candidatos ya no la ven y sus candidaturas abiertas se han cerrado.' },
    ca: { title: 'Oferta tancada pel servei', body: "El servei d'ocupació ha tancat l'oferta «{oferta}»: els candidats ja no la veuen i les candidatures obertes s'han tancat." },
    en: { title: 'Offer closed by the service', body: 'The employment service has closed the offer "{oferta}": candidates no longer see it and its open applications have been closed.' },
  },
  'offer.managed': {
    es: { title: 'El servicio gestiona su oferta', body: 'El servicio de empleo gestiona ahora la oferta «{oferta}» (a cargo de {gestor}): los cambios de la oferta se hacen a través del servicio. Puede seguir viendo sus candidaturas, cerrarla y copiarla.' },
    ca: { title: 'El servei gestiona la teva oferta', body: "El servei d'ocupació gestiona ara l'oferta «{oferta}» (a càrrec de {gestor}): els canvis de l'oferta es fan a través del servei. Pots continuar veient-ne les candidatures, tancar-la i copiar-la." },
    en: { title: 'The service manages your offer', body: 'The employment service now manages the offer "{oferta}" ({gestor} in charge): changes to the offer go through the service. You can still see its applications, close it and copy it.' },
  },
  'offer.released': {
    es: { title: 'Oferta de nuevo a su cargo', body: 'El servicio de empleo ha dejado de gestionar la oferta «{oferta}»: puede volver a editarla mientras esté pendiente o devuelta.' },
    ca: { title: 'Oferta de nou al teu càrrec', body: "El servei d'ocupació ha deixat de gestionar l'oferta «{oferta}»: la pots tornar a editar mentre estigui pendent o retornada." },
    en: { title: 'Your offer is yours again', body: 'The employment service no longer manages the offer "{oferta}": you can edit it again while it is pending or returned.' },
  },
  'offer.manager-assigned': {
    es: { title: 'Oferta asignada: {oferta}', body: '{asignador} te ha asignado la oferta «{oferta}» de {empresa}: la gestionas tú y la empresa ya no puede editarla.' },
    ca: { title: 'Oferta assignada: {oferta}', body: "{asignador} t'ha assignat l'oferta «{oferta}» de {empresa}: la gestiones tu i l'empresa ja no la pot editar." },
    en: { title: 'Offer assigned: {oferta}', body: '{asignador} has assigned you the offer "{oferta}" by {empresa}: you manage it and the company can no longer edit it.' },
  },
  'offer.expired': {
    es: { title: 'Inscripción cerrada por el servicio', body: 'El servicio de empleo ha dado por terminado el plazo de inscripción de la oferta «{oferta}»: sigue visible, sin nuevas candidaturas, y puede seguir gestionando las que tiene.' },
    ca: { title: 'Inscripció tancada pel servei', body: "El servei d'ocupació ha donat per acabat el termini d'inscripció de l'oferta «{oferta}»: continua visible, sense noves candidatures, i pots continuar gestionant les que té." },
    en: { title: 'Enrolment closed by the service', body: 'The employment service has ended the enrolment period of the offer "{oferta}": it stays visible, takes no new applications, and you can still manage the ones it has.' },
  },
  'company.validated': {
    es: { title: 'Cuenta validada', body: 'El servicio de empleo ha validado la cuenta de {empresa}. Ya puedes publicar ofertas.' },
    ca: { title: 'Compte validat', body: "El servei d'ocupació ha validat el compte de {empresa}. Ja pots publicar ofertes." },
    en: { title: 'Account validated', body: 'The employment service has validated the account of {empresa}. You can post offers now.' },
  },
  'company.rejected': {
    es: { title: 'Cuenta no validada', body: 'El servicio de empleo no ha validado la cuenta de {empresa}. Motivo: {motivo}' },
    ca: { title: 'Compte no validat', body: "El servei d'ocupació no ha validat el compte de {empresa}. Motiu: {motivo}" },
    en: { title: 'Account not validated', body: 'The employment service has not validated the account of {empresa}. Reason: {motivo}' },
  },
  'candidacy.state': {
    es: { title: 'Tu candidatura ha cambiado', body: 'Tu candidatura a «{oferta}» está ahora: {estado}. {motivo} {texto}' },
    ca: { title: 'La teva candidatura ha canviat', body: 'La teva candidatura a «{oferta}» ara és: {estado}. {motivo} {texto}' },
    en: { title: 'Your application has changed', body: 'Your application to "{oferta}" is now: {estado}. {motivo} {texto}' },
  },
  'proposal.new': {
    es: { title: 'Propuesta de preinscripción', body: 'El servicio de empleo te propone para la oferta «{oferta}». Responde desde Mis candidaturas.' },
    ca: { title: 'Proposta de preinscripció', body: "El servei d'ocupació et proposa per a l'oferta «{oferta}». Respon des de Les meves candidatures." },
    en: { title: 'Pre-enrolment proposal', body: 'The employment service proposes you for the offer "{oferta}". Answer it in My applications.' },
  },
  'company.requested': {
    es: { title: 'Nueva solicitud de cuenta', body: '{empresa} ha solicitado una cuenta de empresa.' },
    ca: { title: 'Nova sol·licitud de compte', body: "{empresa} ha sol·licitat un compte d'empresa." },
    en: { title: 'New account request', body: '{empresa} has requested a company account.' },
  },
  'offer.submitted': {
    es: { title: 'Oferta pendiente de validar', body: '{empresa} ha enviado la oferta «{oferta}» para su validación.' },
    ca: { title: 'Oferta pendent de validar', body: "{empresa} ha enviat l'oferta «{oferta}» per validar-la." },
    en: { title: 'Offer waiting for validation', body: '{empresa} has sent the offer "{oferta}" for validation.' },
  },
  'agreement.generated': {
    es: { title: 'Nuevo convenio de colaboración', body: '{empresa} ha generado un convenio de colaboración ({firma}).' },
    ca: { title: 'Nou conveni de col·laboració', body: '{empresa} ha generat un conveni de col·laboració ({firma}).' },
    en: { title: 'New collaboration agreement', body: '{empresa} has generated a collaboration agreement ({firma}).' },
  },
  'document.added': {
    es: { title: 'Documento aportado por una empresa', body: '{empresa} ha aportado el documento «{documento}».' },
    ca: { title: 'Document aportat per una empresa', body: '{empresa} ha aportat el document «{documento}».' },
    en: { title: 'Document added by a company', body: '{empresa} has added the document "{documento}".' },
  },
  'programme.requested': {
    es: { title: 'Solicitud de adhesión a un programa', body: '{empresa} solicita adherirse al programa «{programa}».' },
    ca: { title: "Sol·licitud d'adhesió a un programa", body: "{empresa} sol·licita adherir-se al programa «{programa}»." },
    en: { title: 'Programme adhesion request', body: '{empresa} asks to join the programme "{programa}".' },
  },
  'event.changed': {
    es: { title: 'Cambios en un evento', body: 'El evento «{evento}» ha cambiado: ahora es el {fecha}, en {lugar}. Tu inscripción se mantiene.' },
    ca: { title: 'Canvis en un esdeveniment', body: "L'esdeveniment «{evento}» ha canviat: ara és el {fecha}, a {lugar}. La teva inscripció es manté." },
    en: { title: 'An event has changed', body: 'The event "{evento}" has changed: it is now on {fecha}, at {lugar}. Your registration stands.' },
  },
  'event.cancelled': {
    es: { title: 'Evento cancelado', body: 'El servicio de empleo ha cancelado el evento «{evento}» del {fecha}. Tu inscripción queda anulada.' },
    ca: { title: 'Esdeveniment cancel·lat', body: "El servei d'ocupació ha cancel·lat l'esdeveniment «{evento}» del {fecha}. La teva inscripció queda anul·lada." },
    en: { title: 'Event cancelled', body: 'The employment service has cancelled the event "{evento}" of {fecha}. Your registration no longer stands.' },
  },
  'company.identity-changed': {
    es: { title: 'Datos fiscales cambiados: {empresa}', body: '{empresa}, ya validada, ha cambiado sus datos fiscales: {cambio}. Revisa sus convenios y facturas.' },
    ca: { title: 'Dades fiscals canviades: {empresa}', body: '{empresa}, ja validada, ha canviat les seves dades fiscals: {cambio}. Revisa els seus convenis i factures.' },
    en: { title: 'Tax details changed: {empresa}', body: '{empresa}, already validated, has changed its tax details: {cambio}. Check its agreements and invoices.' },
  },
  'education-request.outside': {
    es: { title: 'Prácticas en una empresa de fuera del portal', body: '{alumno} propone unas prácticas en {empresa}, que no está en el portal, del {inicio} al {fin}. Contacta con la empresa ({contacto}) y decide la solicitud en Solicitudes de prácticas de educación.' },
    ca: { title: "Pràctiques a una empresa de fora del portal", body: "{alumno} proposa unes pràctiques a {empresa}, que no és al portal, del {inicio} al {fin}. Contacta amb l'empresa ({contacto}) i decideix la sol·licitud a Sol·licituds de pràctiques d’educació." },
    en: { title: 'Internship at a company outside the portal', body: '{alumno} proposes an internship at {empresa}, which is not on the portal, from {inicio} to {fin}. Contact the company ({contacto}) and decide the request in Education internship requests.' },
  },
  'education-request.service-decided': {
    es: { title: 'Solicitud de prácticas: {estado}', body: 'El servicio de prácticas ha {decision} tu solicitud de prácticas en {empresa}. {motivo}' },
    ca: { title: 'Sol·licitud de pràctiques: {estado}', body: 'El servei de pràctiques ha {decision} la teva sol·licitud de pràctiques a {empresa}. {motivo}' },
    en: { title: 'Internship request: {estado}', body: 'The internship service has {decision} your internship request at {empresa}. {motivo}' },
  },
  'candidacy.moved': {
    es: { title: 'Candidatura movida por el servicio', body: 'El servicio de empleo ha movido la candidatura de {candidato} a la oferta «{oferta}» a: {estado}.' },
    ca: { title: 'Candidatura moguda pel servei', body: "El servei d'ocupació ha mogut la candidatura de {candidato} a l'oferta «{oferta}» a: {estado}." },
    en: { title: 'Application moved by the service', body: 'The employment service has moved the application of {candidato} to the offer "{oferta}" to: {estado}.' },
  },
  'internship.renounced': {
    es: { title: 'Renuncia a unas prácticas', body: '{alumno} ha enviado su renuncia a las prácticas en {empresa}. Revísala en Solicitudes de cambio de prácticas: al aceptarla, las prácticas terminan.' },
    ca: { title: 'Renúncia a unes pràctiques', body: '{alumno} ha enviat la seva renúncia a les pràctiques a {empresa}. Revisa-la a Sol·licituds de canvi de pràctiques: en acceptar-la, les pràctiques acaben.' },
    en: { title: 'Internship renunciation', body: '{alumno} has sent their renunciation of the internship at {empresa}. Review it in Internship change requests: accepting it ends the internship.' },
  },
  'internship.renunciation-decided': {
    es: { title: 'Tu renuncia: {estado}', body: 'El servicio de prácticas ha {decision} tu renuncia a las prácticas en {empresa}. {consecuencia} {motivo}' },
    ca: { title: 'La teva renúncia: {estado}', body: 'El servei de pràctiques ha {decision} la teva renúncia a les pràctiques a {empresa}. {consecuencia} {motivo}' },
    en: { title: 'Your renunciation: {estado}', body: 'The internship service has {decision} your renunciation of the internship at {empresa}. {consecuencia} {motivo}' },
  },
  'internship.ended': {
    es: { title: 'Prácticas terminadas por renuncia', body: '{alumno} ha renunciado a sus prácticas en la empresa y el servicio de prácticas ha aceptado la renuncia: las prácticas han terminado.' },
    ca: { title: 'Pràctiques acabades per renúncia', body: "{alumno} ha renunciat a les seves pràctiques a l'empresa i el servei de pràctiques ha acceptat la renúncia: les pràctiques han acabat." },
    en: { title: 'Internship ended by renunciation', body: '{alumno} has renounced their internship at the company and the internship service has accepted it: the internship has ended.' },
  },
  'event.place': {
    es: { title: 'Tienes plaza en el evento', body: 'Se ha liberado una plaza en «{evento}» y ya es tuya: estás inscrito.' },
    ca: { title: "Tens plaça a l'esdeveniment", body: "S'ha alliberat una plaça a «{evento}» i ja és teva: estàs inscrit." },
    en: { title: 'You have a place at the event', body: 'A place at "{evento}" has freed up and it is yours: you are registered.' },
  },
  'event.reminder': {
    es: { title: 'Mañana: {evento}', body: 'Te recordamos que mañana se celebra «{evento}» ({lugar}), en el que estás inscrito.' },
    ca: { title: 'Demà: {evento}', body: "Et recordem que demà se celebra «{evento}» ({lugar}), on estàs inscrit." },
    en: { title: 'Tomorrow: {evento}', body: 'A reminder that "{evento}" ({lugar}), which you registered for, takes place tomorrow.' },
  },
  'programme.decided': {
    es: { title: 'Adhesión al programa: {estado}', body: 'El servicio de empleo ha resuelto la solicitud de adhesión al programa «{programa}»: {estado}. {motivo}' },
    ca: { title: 'Adhesió al programa: {estado}', body: "El servei d'ocupació ha resolt la sol·licitud d'adhesió al programa «{programa}»: {estado}. {motivo}" },
    en: { title: 'Programme adhesion: {estado}', body: 'The employment service has decided on the request to join the programme "{programa}": {estado}. {motivo}' },
  },
  'agreement.expired': {
    es: { title: 'Tu convenio ha caducado', body: 'Tu convenio de colaboración ({empresa}) ha caducado el {fecha}. Genera un convenio nuevo para seguir colaborando.' },
    ca: { title: 'El teu conveni ha caducat', body: 'El teu conveni de col·laboració ({empresa}) ha caducat el {fecha}. Genera un conveni nou per continuar col·laborant.' },
    en: { title: 'Your agreement has expired', body: 'Your collaboration agreement ({empresa}) expired on {fecha}. Generate a new agreement to keep working together.' },
  },
  'agreement.state': {
    es: { title: 'Convenio de colaboración: {estado}', body: 'El servicio de empleo ha cambiado el convenio de colaboración de {empresa} a «{estado}». {observaciones}' },
    ca: { title: 'Conveni de col·laboració: {estado}', body: "El servei d'ocupació ha canviat el conveni de col·laboració de {empresa} a «{estado}». {observaciones}" },
    en: { title: 'Collaboration agreement: {estado}', body: 'The employment service has changed the collaboration agreement of {empresa} to "{estado}". {observaciones}' },
  },
  'agreement.signed': {
    es: { title: 'Convenio firmado por la empresa', body: '{empresa} ha subido la copia firmada de su convenio de colaboración n.º {convenio}.' },
    ca: { title: "Conveni signat per l'empresa", body: '{empresa} ha pujat la còpia signada del seu conveni de col·laboració núm. {convenio}.' },
    en: { title: 'Agreement signed by the company', body: '{empresa} has uploaded the signed copy of its collaboration agreement no. {convenio}.' },
  },
  'agreement.expiring': {
    es: { title: 'Convenio a punto de caducar', body: 'El convenio de colaboración de {empresa} caduca el {fecha}. Para seguir colaborando, genera uno nuevo antes.' },
    ca: { title: 'Conveni a punt de caducar', body: 'El conveni de col·laboració de {empresa} caduca el {fecha}. Per continuar col·laborant, genera’n un de nou abans.' },
    en: { title: 'Agreement about to expire', body: 'The collaboration agreement of {empresa} expires on {fecha}. To keep working together, generate a new one before then.' },
  },
  'internship-document.state': {
    es: { title: 'Documento de prácticas', body: 'El documento «{documento}» está ahora: {estado}.' },
    ca: { title: 'Document de pràctiques', body: 'El document «{documento}» ara és: {estado}.' },
    en: { title: 'Internship document', body: 'The document "{documento}" is now: {estado}.' },
  },
  'survey.assigned': {
    es: { title: 'Encuesta pendiente', body: 'Tienes una encuesta por responder: «{encuesta}».' },
    ca: { title: 'Enquesta pendent', body: 'Tens una enquesta per respondre: «{encuesta}».' },
    en: { title: 'Survey to answer', body: 'You have a survey to answer: "{encuesta}".' },
  },
  'search.matches': {
    es: { title: 'Nuevas ofertas para «{busqueda}»', body: '{nuevas} para tu búsqueda «{busqueda}». La más reciente: «{oferta}».' },
    ca: { title: 'Noves ofertes per a «{busqueda}»', body: '{nuevas} per a la teva cerca «{busqueda}». La més recent: «{oferta}».' },
    en: { title: 'New offers for "{busqueda}"', body: '{nuevas} for your search "{busqueda}". The newest: "{oferta}".' },
  },
  'internship-change.requested': {
    es: { title: 'Solicitud de cambio de prácticas', body: '{empresa} pide un cambio en las prácticas de {alumno}: {cambio}. Motivo: {motivo}' },
    ca: { title: 'Sol·licitud de canvi de pràctiques', body: '{empresa} demana un canvi a les pràctiques de {alumno}: {cambio}. Motiu: {motivo}' },
    en: { title: 'Internship change request', body: '{empresa} asks for a change to the internship of {alumno}: {cambio}. Reason: {motivo}' },
  },
  'internship-change.decided': {
    es: { title: 'Solicitud de cambio: {estado}', body: 'El servicio ha {decision} el cambio pedido en las prácticas de {alumno} ({cambio}). {motivo}' },
    ca: { title: 'Sol·licitud de canvi: {estado}', body: 'El servei ha {decision} el canvi demanat a les pràctiques de {alumno} ({cambio}). {motivo}' },
    en: { title: 'Change request: {estado}', body: 'The service has {decision} the change asked for the internship of {alumno} ({cambio}). {motivo}' },
  },
  'internship-change.applied': {
    es: { title: 'Tus prácticas han cambiado', body: 'Tus prácticas en {empresa} han cambiado: {cambio}.' },
    ca: { title: 'Les teves pràctiques han canviat', body: 'Les teves pràctiques a {empresa} han canviat: {cambio}.' },
    en: { title: 'Your internship has changed', body: 'Your internship at {empresa} has changed: {cambio}.' },
  },
  'education-request.received': {
    es: { title: 'Nueva solicitud de prácticas', body: '{alumno} pide hacer prácticas en {empresa} del {inicio} al {fin}. Acéptala o recházala en Solicitudes de prácticas de educación.' },
    ca: { title: 'Nova sol·licitud de pràctiques', body: '{alumno} demana fer pràctiques a {empresa} del {inicio} al {fin}. Accepta-la o rebutja-la a Sol·licituds de pràctiques d’educació.' },
    en: { title: 'New internship request', body: '{alumno} asks to do an internship at {empresa} from {inicio} to {fin}. Accept or reject it in Education internship requests.' },
  },
  'education-request.decided': {
    es: { title: 'Solicitud de prácticas: {estado}', body: '{empresa} ha {decision} tu solicitud de prácticas. {motivo}' },
    ca: { title: 'Sol·licitud de pràctiques: {estado}', body: '{empresa} ha {decision} la teva sol·licitud de pràctiques. {motivo}' },
    en: { title: 'Internship request: {estado}', body: '{empresa} has {decision} your internship request. {motivo}' },
  },
  'education-request.company': {
    es: { title: 'Solicitud de prácticas de una empresa', body: '{empresa} ha solicitado unas prácticas para {alumno} del {inicio} al {fin}.' },
    ca: { title: "Sol·licitud de pràctiques d'una empresa", body: '{empresa} ha sol·licitat unes pràctiques per a {alumno} del {inicio} al {fin}.' },
    en: { title: 'Internship request from a company', body: '{empresa} has requested an internship for {alumno} from {inicio} to {fin}.' },
  },
  'education-request.reviewed': {
    es: { title: 'Solicitud de prácticas de empresa: {estado}', body: 'El servicio de prácticas ha {decision} la solicitud de {empresa} para las prácticas de {alumno}. {motivo}' },
    ca: { title: "Sol·licitud de pràctiques d'empresa: {estado}", body: 'El servei de pràctiques ha {decision} la sol·licitud de {empresa} per a les pràctiques de {alumno}. {motivo}' },
    en: { title: 'Company internship request: {estado}', body: 'The internship service has {decision} the request of {empresa} for the internship of {alumno}. {motivo}' },
  },
  'education-request.accepted': {
    es: { title: 'Prácticas aceptadas por una empresa', body: '{empresa} ha aceptado la propuesta de prácticas de {alumno} del {inicio} al {fin}. Falta formalizarlas (convenio y tutor).' },
    ca: { title: 'Pràctiques acceptades per una empresa', body: '{empresa} ha acceptat la proposta de pràctiques de {alumno} del {inicio} al {fin}. Cal formalitzar-les (conveni i tutor).' },
    en: { title: 'Internship accepted by a company', body: '{empresa} has accepted the internship proposal of {alumno} from {inicio} to {fin}. It is yet to be formalised (agreement and tutor).' },
  },
};

/** Kinds shown under "Importantes": refusals, remarks to act on, deadlines and proposals. */
const IMPORTANT: ReadonlySet<NotificationKind> = new Set(['offer.returned', 'offer.rejected', 'offer.expiring', 'agreement.expiring', 'company.rejected', 'proposal.new', 'survey.assigned']);

/**
 * How a reader hears of a kind until they choose: what needs an answer goes by mail at once; what comes often
 * (applicants, matches, the service's queues) goes in one mail a day, so an HR assistant with ten open offers
 * is not sent a mail per applicant.
 */
const DEFAULT_CHANNEL: Record<NotificationKind, NotificationChannel> = {
  'candidacy.new': 'digest',
  'candidacy.withdrawn': 'digest',
  // A decision the company took is undone by someone else: it must hear of it at once.
  'candidacy.reopened': 'mail',
  'offer.validated': 'mail',
  'offer.returned': 'mail',
  'offer.rejected': 'mail',
  'offer.expiring': 'mail',
  // The service ended an offer the company posted: it hears of it at once, as of the service's other decisions.
  'offer.closed': 'mail',
  'offer.expired': 'mail',
  // Taken over, the company's edits answer 25 from now on: it hears at once. Let go, it may edit again: no hurry.
  'offer.managed': 'mail',
  'offer.released': 'digest',
  // Work handed to one staff member by name: at once, as the company's decisions are.
  'offer.manager-assigned': 'mail',
  // The account decision itself always goes by mail (staff-companies): the notification only stays in the portal.
  'company.validated': 'portal',
  'company.rejected': 'portal',
  'candidacy.state': 'mail',
  'proposal.new': 'mail',
  'company.requested': 'digest',
  'offer.submitted': 'digest',
  'agreement.generated': 'digest',
  'document.added': 'digest',
  'programme.requested': 'digest',
  'programme.decided': 'mail',
  'agreement.state': 'mail',
  'agreement.expired': 'mail',
  'agreement.signed': 'mail',
  'agreement.expiring': 'mail',
  'internship-document.state': 'mail',
  'survey.assigned': 'mail',
  'search.matches': 'digest',
  'internship-change.requested': 'digest',
  'internship-change.decided': 'mail',
  'internship-change.applied': 'mail',
  'education-request.received': 'mail',
  'education-request.decided': 'mail',
  'education-request.company': 'mail',
  'education-request.reviewed': 'mail',
  'event.place': 'mail',
  // Plans made around an event: who holds a place hears at once that it moved or will not take place.
  'event.changed': 'mail',
  'event.cancelled': 'mail',
  'event.reminder': 'mail',
  // The service's queue: one mail a day, like the other queues.
  'education-request.accepted': 'digest',
  'internship.renounced': 'digest',
  // The service working an offer's candidates (often one it manages): the company follows along in the daily summary.
  'candidacy.moved': 'digest',
  'education-request.outside': 'digest',
  'company.identity-changed': 'digest',
  'education-request.service-decided': 'mail',
  // A decision on the candidate's own internship, and the end of an intern's: each hears of it at once.
  'internship.renunciation-decided': 'mail',
  'internship.ended': 'mail',
};

export const isImportant = (kind: NotificationKind): boolean => IMPORTANT.has(kind);
export const defaultChannel = (kind: NotificationKind): NotificationChannel => DEFAULT_CHANNEL[kind];

function valueIn(value: NotificationValue | undefined, language: Language): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : (value[language] ?? value.es);
}

/** The title and the body of a notification in one language: plain text, and HTML with every value escaped. */
export function renderNotification(kind: NotificationKind, params: NotificationParams, language: Language): { title: string; text: string; html: string } {
  const texts = TEXTS[kind][language];
  const fill = (template: string, wrap: (value: string) => string) => template.replace(/\{(\w+)\}/g, (_, name: string) => wrap(valueIn(params[name], language)));
  return {
    title: fill(texts.title, (v) => v),
    text: fill(texts.body, (v) => v).trim(),
    html: `<p>${fill(escapeHtml(texts.body), (v) => (v ? `<strong>${escapeHtml(v)}</strong>` : '')).trim()}</p>`,
  };
}
