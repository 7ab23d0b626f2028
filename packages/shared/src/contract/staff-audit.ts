import { z } from 'zod';
import { defineCall, ROLES } from './define-call.ts';
import { zOptional } from '../validation/schemas.ts';
import { dateTimeText, pageOf, zIdFilter, zPage, zSearchText } from './staff-common.ts';

/** The audit log of the back office: every state or setting a staff member changed (who, when, from, to). */

export const AUDIT_ENTITIES = ['company', 'offer', 'candidacy', 'candidate', 'staffUser', 'setting', 'content', 'agreement', 'document', 'programme', 'internship', 'internshipRequest', 'survey'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * The role filter of the log: the actor's role when acting, or `Sistema` for a line without a person (the portal's
 * own passes, or an account already erased when the role began to be kept).
 */
export const AUDIT_ROLE_FILTERS = [...ROLES, 'Sistema'] as const;
export type AuditRoleFilter = (typeof AUDIT_ROLE_FILTERS)[number];

const zDay = zOptional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'malformed'));

export const auditQuery = z.object({
  entidad: zOptional(z.enum(AUDIT_ENTITIES, { error: 'malformed' })),
  idEntidad: zIdFilter,
  accion: zOptional(z.string().trim().max(60, 'maxLength')),
  idUsuario: zIdFilter,
  rol: zOptional(z.enum(AUDIT_ROLE_FILTERS, { error: 'malformed' })),
  /** Free text over the actor's name, the detail and the from/to values. */
  texto: zSearchText,
  desde: zDay.describe('yyyy-mm-dd, inclusive'),
  hasta: zDay.describe('yyyy-mm-dd, inclusive'),
  pagina: zPage,
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number(),
  fecha: dateTimeText,
  idUsuario: z.number().nullable(),
  usuario: z.string().describe('Who made the change (name and e-mail), or "system"'),
  rol: z.enum(ROLES).nullable().describe("The actor's role when acting; null for the system"),
  entidad: z.enum(AUDIT_ENTITIES),
  idEntidad: z.number().nullable(),
  accion: z.string(),
  desde: z.string().nullable(),
  hasta: z.string().nullable(),
  detalle: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const staffAuditCalls = {
  list: defineCall({
    name: 'dameRegistroAuditoria',
    method: 'GET',
    path: '/api/Gestor/dameRegistroAuditoria',
    roles: ['Gestor'],
    summary: "The institution's audit log, newest first, filtered by entity, action, actor, actor's role, text and days",
    query: auditQuery,
    datos: pageOf(auditEntry),
  }),
} as const;
