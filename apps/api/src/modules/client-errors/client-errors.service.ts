import { sql } from 'kysely';
import { CLIENT_ERROR_KEEP_DAYS, STAFF_PAGE_SIZE, Status, catalogueEntry, isKnownStatus, type ClientErrorEntry, type ClientErrorReport, type Role } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import type { RateRule } from '../../lib/rate-limit.ts';
import './client-errors.tables.ts';

/**
 * Reports per address: a page that fails in a loop, or someone posting at will, stops being counted after this; a
 * campus behind one address still reports every distinct failure many times over.
 */
export const REPORTS_PER_IP: RateRule = { bucket: 'client-errors-ip', max: 60, windowSeconds: 10 * 60 };
/** Reports per institution, from every address together: what bounds a flood spread over many addresses. */
export const REPORTS_PER_INSTITUTION: RateRule = { bucket: 'client-errors-institution', max: 5000, windowSeconds: 3600 };

const DAY_MS = 86_400_000;

/**
 * A path with what could point at a person or a secret blanked: the query and fragment go, and any segment holding
 * a digit or longer than 32 characters (ids, slugs with ids, tokens of mailed links) becomes `:id`. What is left
 * names the page or the call, never whose.
 */
export function blankIds(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  return bare
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 32 ? ':id' : segment))
    .join('/')
    .slice(0, 200);
}

/** Counts one report in its kind's row of the day; 15 for a code the catalogue does not mark as reported. */
export async function recordReport(db: DbHandle, institutionId: string, report: ClientErrorReport & { rol?: Role | undefined }, now: Date): Promise<void> {
  if (!isKnownStatus(report.codigo) || !catalogueEntry(report.codigo).reported) {
    throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'codigo', codigo: 'malformed' }] } });
  }
  await db
    .insertInto('client_error_reports')
    .values({
      institution_id: institutionId,
      day: now.toISOString().slice(0, 10),
      code: report.codigo,
      route: blankIds(report.ruta),
      call: report.llamada ? blankIds(report.llamada) : '',
      http_status: report.estadoHttp ?? 0,
      role: report.rol ?? '',
      first_at: now,
      last_at: now,
    })
    .onConflict((oc) =>
      oc
        .constraint('client_error_reports_kind')
        .doUpdateSet({ count: sql<number>`client_error_reports.count + 1`, last_at: now }),
    )
    .execute();
}

/** The institution's reports of the last `days` days, the latest met first. */
export async function listReports(db: DbHandle, institutionId: string, filters: { codigo?: number | undefined; dias?: number | undefined; pagina?: number | undefined }, now: Date) {
  const since = new Date(now.getTime() - (filters.dias ?? 7) * DAY_MS);
  let query = db.selectFrom('client_error_reports').$call(inInstitution(institutionId)).where('last_at', '>=', since);
  if (filters.codigo !== undefined) query = query.where('code', '=', filters.codigo);
  const page = filters.pagina ?? 1;
  const [{ total }] = (await query.select((eb) => eb.fn.countAll<number>().as('total')).execute()) as [{ total: number }];
  const rows = await query
    .selectAll()
    .orderBy('last_at', 'desc')
    .orderBy('id', 'desc')
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE)
    .execute();
  const items: ClientErrorEntry[] = rows.map((row) => ({
    codigo: row.code,
    ruta: row.route,
    llamada: row.call === '' ? null : row.call,
    estadoHttp: row.http_status === 0 ? null : row.http_status,
    rol: row.role === '' ? null : (row.role as Role),
    veces: Number(row.count),
    dia: String(row.day).slice(0, 10),
    primera: new Date(row.first_at).toISOString(),
    ultima: new Date(row.last_at).toISOString(),
  }));
  return { total: Number(total), pagina: page, porPagina: STAFF_PAGE_SIZE, items };
}

/** Reports older than CLIENT_ERROR_KEEP_DAYS go (the hourly pass). */
export async function pruneReports(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CLIENT_ERROR_KEEP_DAYS * DAY_MS);
  const result = await db.deleteFrom('client_error_reports').where('last_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
