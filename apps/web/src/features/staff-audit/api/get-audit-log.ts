import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffAuditCalls, type AuditQuery, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { staffAuditQueryKeys } from '../query-keys';

export type AuditPage = DatosOf<typeof staffAuditCalls.list>;

/** GET /api/Gestor/dameRegistroAuditoria with the filters of the page's URL. */
export function getAuditLog(filters: AuditQuery): Promise<AuditPage> {
  return callApi(staffAuditCalls.list, { query: filters });
}

export const auditLogQueryOptions = (filters: AuditQuery) =>
  queryOptions({ ...changedByOthers, queryKey: staffAuditQueryKeys.audit(filters), queryFn: () => getAuditLog(filters), placeholderData: keepPreviousData });

export const useAuditLog = (filters: AuditQuery) => useQuery(auditLogQueryOptions(filters));
