import type { FastifyInstance } from 'fastify';
import { STAFF_PAGE_SIZE, staffAuditCalls as calls, type AuditEntry } from '@portal/shared';
import { registerCall } from '../../../lib/contract-route.ts';
import { listAudit } from './audit.repository.ts';

export function staffAuditRoutes(app: FastifyInstance): void {
  registerCall(app, calls.list, async ({ actor, db, query }) => {
    const page = query.pagina ?? 1;
    const { total, rows } = await listAudit(await db(), actor.institutionId, {
      entity: query.entidad,
      entityId: query.idEntidad,
      action: query.accion,
      userId: query.idUsuario,
      text: query.texto,
      from: query.desde,
      to: query.hasta,
      page,
    });
    const items: AuditEntry[] = rows.map((row) => ({
      id: Number(row.id),
      fecha: row.at.toISOString(),
      idUsuario: row.actor_user_id,
      usuario: row.actor_name,
      entidad: row.entity,
      idEntidad: row.entity_id,
      accion: row.action,
      desde: row.from_value,
      hasta: row.to_value,
      detalle: row.detail,
    }));
    return { total, pagina: page, porPagina: STAFF_PAGE_SIZE, items };
  });
}
