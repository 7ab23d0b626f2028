import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyInternsCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyInternsQueryKeys } from '../query-keys';

/** GET /api/Empresa/damePracticas: the internships at the company. */
export const getInterns = () => callApi(companyInternsCalls.list);
export const internsQueryOptions = () => queryOptions({ queryKey: companyInternsQueryKeys.interns(), queryFn: getInterns });
export const useInterns = () => useQuery(internsQueryOptions());
