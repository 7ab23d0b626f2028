import type { Language, NotificationItem, NotificationsDatos } from '@portal/shared';
import { renderNotification, type NotificationParams } from './notification-texts.ts';
import type { page } from './notifications.repository.ts';

type Row = Awaited<ReturnType<typeof page>>[number];

/** A notification as the panel shows it, in the language of the request (the reader may have switched since). */
export function presentNotification(row: Row, language: Language): NotificationItem {
  const { title, html } = renderNotification(row.kind, row.params as NotificationParams, language);
  return {
    idNotificacion: row.id,
    tipo: row.kind,
    titulo: title,
    texto: html,
    leida: row.read_at !== null,
    Importante: row.important,
    urlAcceso: row.link,
    urlExterna: row.link !== null && /^https?:\/\//.test(row.link),
    fecha: new Date(row.created_at).toISOString(),
  };
}

export function presentNotifications(result: { rows: Row[]; unread: number; more: boolean }, language: Language): NotificationsDatos {
  return { notificaciones: result.rows.map((r) => presentNotification(r, language)), noLeidas: result.unread, hayMas: result.more };
}

export const presentPreferences = (prefs: readonly { kind: NotificationItem['tipo']; channel: 'portal' | 'mail' | 'digest' }[]) => ({
  preferencias: prefs.map((p) => ({ tipo: p.kind, canal: p.channel })),
});
