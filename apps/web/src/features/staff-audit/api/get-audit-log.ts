import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffAuditCalls, type AuditQuery, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';
import { changedByOthers } from '@/lib/query-client';

export type AuditPage = DatosOf<typeof staffAuditCalls.list>;

/** GET /api/Gestor/dameRegistroAuditoria with the filters of the page's URL. */
export function getAuditLog(filters: AuditQuery): Promise<AuditPage> {
  return callApi(staffAuditCalls.list, { query: filters });
}

export const auditLogQueryOptions = (filters: AuditQuery) =>
  queryOptions({ ...changedByOthers, queryKey: staffKeys.audit(filters), queryFn: () => getAuditLog(filters), placeholderData: keepPreviousData });

export const useAuditLog = (filters: AuditQuery) => useQuery(auditLogQueryOptions(filters));
