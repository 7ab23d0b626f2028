import { z } from 'zod';
import { ID_MAX } from '../validation/limits.ts';
import { zRequiredText } from '../validation/schemas.ts';
import { defineCall, type Role } from './define-call.ts';

/**
 * Notifications (spec 2 §7.9, spec 1 "Notification"): what happened that the reader should know, with a link to
 * the page where they act. Alumno and Empresa have the spec's calls; Gestor has the same calls for the service's
 * queues (a portal addition). A company contact sees the notifications of the company they act for.
 */

/** The kinds of notification, each with its texts and its link (docs/decisions.md, "Notifications"). */
export const NOTIFICATION_KINDS = [
  // company
  'candidacy.new',
  'candidacy.withdrawn',
  'candidacy.reopened',
  'offer.validated',
  'offer.returned',
  'offer.rejected',
  'offer.expiring',
  'company.validated',
  'company.rejected',
  // candidate
  'candidacy.state',
  'proposal.new',
  // staff
  'company.requested',
  'offer.submitted',
  'agreement.generated',
  'agreement.signed',
  'document.added',
  'programme.requested',
  // company and staff
  'agreement.expiring',
  // company
  'programme.decided',
  'agreement.expired',
  // company and candidate
  'agreement.state',
  'internship-document.state',
  'survey.assigned',
  'search.matches',
  // the company's interns (company-interns): change requests and education internship requests
  'internship-change.requested',
  'internship-change.decided',
  'internship-change.applied',
  'education-request.received',
  'education-request.decided',
  'education-request.company',
  'education-request.reviewed',
  // candidate: events (a waiting-list place became a place; the reminder of the day before)
  'event.place',
  'event.reminder',
  // staff: a student's proposal a company accepted, to formalise
  'education-request.accepted',
  'offer.closed',
  'offer.expired',
  'event.changed',
  'event.cancelled',
  // an internship's renunciation: staff review it, the candidate hears the decision, the company an accepted one
  'internship.renounced',
  'internship.renunciation-decided',
  'internship.ended',
  // company: the service moved a candidacy of one of its offers
  'candidacy.moved',
  // a student's proposal at a company outside the portal: the service is told, decides it, and the student hears
  'education-request.outside',
  'education-request.service-decided',
  // staff: a validated company changed the identity its agreements and invoices are made out to
  'company.identity-changed',
  // an offer the service takes over (asignaGestorOferta): the manager named, the company that can no longer edit
  // it, and the company again when the service lets it go
  'offer.manager-assigned',
  'offer.managed',
  'offer.released',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a reader hears of a kind: in the portal only, also by mail at once, or also in one mail a day. */
export const NOTIFICATION_CHANNELS = ['portal', 'mail', 'digest'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The unread count stops at this: the bell shows "99+" beyond 99, so counting further would only cost a reader who
 * keeps thousands unread a longer read at every poll.
 */
export const UNREAD_COUNT_CAP = 100;

/** A page of the panel: the important ones come first in the panel, which groups them under their heading. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationItem = z.object({
  idNotificacion: z.number(),
  /** The kind, for the reader's preferences and the page to refresh. */
  tipo: z.enum(NOTIFICATION_KINDS),
  titulo: z.string(),
  /** HTML built by the server from escaped values: only <p>, <strong>, <em>, <br> and <a>. */
  texto: z.string(),
  leida: z.boolean(),
  Importante: z.boolean(),
  /** A path of the portal (or an external address when urlExterna), or null for a notice without a page. */
  urlAcceso: z.string().nullable(),
  urlExterna: z.boolean(),
  fecha: z.string().describe('ISO date and time'),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsQuery = z.object({
  /** Notifications older than this id (the last one of the previous page): the panel pages backwards. */
  antesDe: z.coerce.number({ error: 'number' }).int('integer').positive('range').max(ID_MAX, 'range').optional(),
});

export const notificationsDatos = z.object({
  notificaciones: z.array(notificationItem),
  /** Unread ones in all, not only on this page: the bell's count and the page title's. */
  noLeidas: z.number(),
  /** Whether older notifications remain after this page. */
  hayMas: z.boolean(),
});
export type NotificationsDatos = z.infer<typeof notificationsDatos>;

const idBody = z.object({ id: z.number({ error: 'number' }).int('integer').positive('range').max(ID_MAX, 'range') });
const countDatos = z.object({ noLeidas: z.number() });

export const notificationPreference = z.object({
  tipo: z.enum(NOTIFICATION_KINDS),
  canal: z.enum(NOTIFICATION_CHANNELS),
});
export const preferencesDatos = z.object({ preferencias: z.array(notificationPreference) });
export const preferencesBody = z.object({ preferencias: z.array(notificationPreference).max(NOTIFICATION_KINDS.length, 'length') });

function notificationCalls<R extends Role>(role: R) {
  const roles = [role] as const;
  return {
    list: defineCall({
      name: 'dameNotificaciones',
      method: 'GET',
      path: `/api/${role}/dameNotificaciones`,
      roles,
      summary: 'The reader’s notifications, newest first, a page at a time, with the unread count',
      query: notificationsQuery,
      datos: notificationsDatos,
    }),
    markRead: defineCall({
      name: 'marcarNotificacionLeida',
      method: 'POST',
      path: `/api/${role}/marcarNotificacionLeida`,
      roles,
      changeLog: { exempt: 'ownNotifications' },
      summary: 'Marks one notification read (again: no harm)',
      body: idBody,
      datos: countDatos,
    }),
    remove: defineCall({
      name: 'eliminaNotificacion',
      method: 'POST',
      path: `/api/${role}/eliminaNotificacion`,
      roles,
      changeLog: { exempt: 'ownNotifications' },
      summary: 'Deletes one notification (again: no harm)',
      body: idBody,
      datos: countDatos,
    }),
    markLinklessRead: defineCall({
      name: 'marcarNotificacionesSinEnlaceLeidas',
      method: 'POST',
      path: `/api/${role}/marcarNotificacionesSinEnlaceLeidas`,
      roles,
      changeLog: { exempt: 'ownNotifications' },
      summary: 'Marks read every notification without a link (the panel was closed)',
      datos: countDatos,
    }),
    removeAll: defineCall({
      name: 'eliminaNotificaciones',
      method: 'POST',
      path: `/api/${role}/eliminaNotificaciones`,
      roles,
      changeLog: { exempt: 'ownNotifications' },
      summary: 'Deletes every notification of the reader',
      datos: countDatos,
    }),
    preferences: defineCall({
      name: 'damePreferenciasNotificaciones',
      method: 'GET',
      path: `/api/${role}/damePreferenciasNotificaciones`,
      roles,
      summary: 'How the reader hears of each kind of notification (portal addition)',
      datos: preferencesDatos,
    }),
    editPreferences: defineCall({
      name: 'editPreferenciasNotificaciones',
      method: 'POST',
      path: `/api/${role}/editPreferenciasNotificaciones`,
      roles,
      changeLog: { exempt: 'ownNotifications' },
      summary: 'Changes how the reader hears of some kinds (portal addition); the others keep theirs',
      body: preferencesBody,
      datos: preferencesDatos,
    }),
  };
}

export const notificationCallsByRole = {
  Alumno: notificationCalls('Alumno'),
  Empresa: notificationCalls('Empresa'),
  Gestor: notificationCalls('Gestor'),
} as const;

/** The kinds each role can receive: what its preferences page lists. */
export const NOTIFICATION_KINDS_BY_ROLE: Record<Role, readonly NotificationKind[]> = {
  // Account decisions are always mailed, so they are not a choice.
  Empresa: ['candidacy.new', 'candidacy.withdrawn', 'candidacy.reopened', 'candidacy.moved', 'offer.validated', 'offer.returned', 'offer.rejected', 'offer.expiring', 'offer.closed', 'offer.expired', 'offer.managed', 'offer.released', 'agreement.state', 'agreement.expiring', 'agreement.expired', 'internship-document.state', 'survey.assigned', 'programme.decided', 'internship-change.decided', 'internship.ended', 'education-request.received', 'education-request.reviewed'],
  Alumno: ['candidacy.state', 'proposal.new', 'agreement.state', 'internship-document.state', 'survey.assigned', 'search.matches', 'internship-change.applied', 'internship.renunciation-decided', 'education-request.service-decided', 'education-request.decided', 'education-request.company', 'education-request.reviewed', 'event.place', 'event.reminder', 'event.changed', 'event.cancelled'],
  Gestor: ['company.requested', 'offer.submitted', 'agreement.generated', 'agreement.signed', 'agreement.expiring', 'document.added', 'programme.requested', 'internship-change.requested', 'internship.renounced', 'education-request.outside', 'company.identity-changed', 'offer.manager-assigned', 'education-request.company', 'education-request.accepted'],
};

/** The link of every daily summary: whoever holds the mail stops the summaries of its reader, without signing in. */
export const DIGEST_UNSUBSCRIBE_TOKEN_MAX = 200;

export const digestUnsubscribeCall = defineCall({
  name: 'bajaResumenDiario',
  method: 'POST',
  path: '/api/Publico/bajaResumenDiario',
  roles: 'public',
  changeLog: { exempt: 'ownNotifications' },
  summary: 'Stops the daily summary mails of the reader the link was made for: what went in them stays in the portal only (42 when the link is not valid)',
  body: z.object({ token: zRequiredText(1, DIGEST_UNSUBSCRIBE_TOKEN_MAX) }),
  datos: z.object({ hecho: z.literal(true) }),
});
