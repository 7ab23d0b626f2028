import { sql } from 'kysely';
import { STAFF_PAGE_SIZE, type AuditEntity, type AuditEntry, type AuditRoleFilter } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import '../staff/staff.tables.ts';
import { inInstitution } from '../../lib/scoped.ts';
import { anyContains } from '../../lib/text-search.ts';
import { EXPORT_MAX_ROWS } from '../staff/index.ts';

export interface AuditChange {
  entity: AuditEntity;
  entityId: number | null;
  /** What was done, in English camelCase (validate, reject, block, changeState...). */
  action: string;
  from?: string | null;
  to?: string | null;
  /** The reason or remarks given, or a short note of what changed. */
  detail?: string | null;
}

/**
 * Writes one line of the audit log on the call's handle, so the line commits or rolls back with the change it
 * describes: the one place lines are written. Every logged write (staff, companies, candidates, sign-ins) calls it.
 * Who acted (name, e-mail, role) is read here from the account, once, so a line always names the role the account
 * had when acting.
 */
export async function recordAudit(db: DbHandle, actor: Pick<Actor, 'institutionId' | 'userId'>, change: AuditChange): Promise<void> {
  const user = await db.selectFrom('users').select(['first_name', 'last_name', 'email', 'role']).where('id', '=', actor.userId).executeTakeFirst();
  await db
    .insertInto('audit_log')
    .values({
      institution_id: actor.institutionId,
      actor_user_id: actor.userId,
      actor_name: user ? `${user.first_name} ${user.last_name} <${user.email}>`.replace(/\s+/g, ' ').trim() : 'system',
      actor_role: user?.role ?? null,
      entity: change.entity,
      entity_id: change.entityId,
      action: change.action,
      from_value: change.from ?? null,
      to_value: change.to ?? null,
      detail: change.detail ?? null,
    })
    .execute();
}

/**
 * A line for what the portal did by itself (an agreement expiring at its date): no account acted, so the line names
 * "system" and no user, on the handle of the change it describes.
 */
export async function recordSystemAudit(db: DbHandle, institutionId: string, change: AuditChange): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      institution_id: institutionId,
      actor_user_id: null,
      actor_name: 'system',
      actor_role: null,
      entity: change.entity,
      entity_id: change.entityId,
      action: change.action,
      from_value: change.from ?? null,
      to_value: change.to ?? null,
      detail: change.detail ?? null,
    })
    .execute();
}

/**
 * An erased account's lines keep their role and what was done, no longer who: its own lines take `name` (the
 * erasure's anonymous name), and any line of its institution whose detail quotes the address it had (lines other
 * people wrote about it before details stopped quoting candidates' addresses) has the address replaced by `name`.
 * `strpos`, not LIKE: an address may hold `_`, which LIKE reads as a wildcard.
 */
export async function forgetAuditActor(db: DbHandle, person: { userId: number; institutionId: string; email: string }, name: string): Promise<void> {
  await db.updateTable('audit_log').set({ actor_name: name }).where('actor_user_id', '=', person.userId).execute();
  if (person.email === '') return;
  await db
    .updateTable('audit_log')
    .set({ detail: sql<string>`replace(detail, ${person.email}, ${name})` })
    .$call(inInstitution(person.institutionId))
    .where(sql<boolean>`strpos(detail, ${person.email}) > 0`)
    .execute();
}

export interface AuditFilters {
  entity?: AuditEntity | undefined;
  entityId?: number | undefined;
  action?: string | undefined;
  userId?: number | undefined;
  /** The actor's role when acting; `Sistema`: lines without one. */
  role?: AuditRoleFilter | undefined;
  text?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** No page: every row (the CSV export), up to EXPORT_MAX_ROWS. */
  page?: number | undefined;
}

export async function listAudit(db: DbHandle, institutionId: string, f: AuditFilters) {
  let query = db.selectFrom('audit_log').$call(inInstitution(institutionId));
  if (f.entity) query = query.where('entity', '=', f.entity);
  if (f.entityId) query = query.where('entity_id', '=', f.entityId);
  if (f.action) query = query.where('action', '=', f.action);
  if (f.userId) query = query.where('actor_user_id', '=', f.userId);
  if (f.role) query = f.role === 'Sistema' ? query.where('actor_role', 'is', null) : query.where('actor_role', '=', f.role);
  if (f.from) query = query.where(sql<boolean>`(at at time zone 'Europe/Madrid')::date >= ${f.from}::date`);
  if (f.to) query = query.where(sql<boolean>`(at at time zone 'Europe/Madrid')::date <= ${f.to}::date`);
  if (f.text) {
    query = query.where(anyContains(['actor_name', 'detail', 'from_value', 'to_value'], f.text));
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.page === undefined ? EXPORT_MAX_ROWS : STAFF_PAGE_SIZE)
    .offset(f.page === undefined ? 0 : (f.page - 1) * STAFF_PAGE_SIZE)
    .execute();
  return { total: Number(total), rows };
}

export function presentAudit(row: Awaited<ReturnType<typeof listAudit>>['rows'][number]): AuditEntry {
  return {
    id: Number(row.id),
    fecha: row.at.toISOString(),
    idUsuario: row.actor_user_id,
    usuario: row.actor_name,
    rol: row.actor_role,
    entidad: row.entity,
    idEntidad: row.entity_id,
    accion: row.action,
    desde: row.from_value,
    hasta: row.to_value,
    detalle: row.detail,
  };
}

export const auditFiltersOf = (query: {
  entidad?: AuditEntity | undefined;
  idEntidad?: number | undefined;
  accion?: string | undefined;
  idUsuario?: number | undefined;
  rol?: AuditRoleFilter | undefined;
  texto?: string | undefined;
  desde?: string | undefined;
  hasta?: string | undefined;
}): Omit<AuditFilters, 'page'> => ({
  entity: query.entidad,
  entityId: query.idEntidad,
  action: query.accion,
  userId: query.idUsuario,
  role: query.rol,
  text: query.texto,
  from: query.desde,
  to: query.hasta,
});
