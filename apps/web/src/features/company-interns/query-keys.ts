import { companyKeys, educationMenuKeys, staffKeys } from '@/lib/query-keys';

/**
 * The company's interns, change requests and education internship requests live under the company's prefix (a
 * company-account save refreshes them too); the service's queues under the back office's.
 */
export const companyInternsQueryKeys = {
  interns: () => [...companyKeys.all, 'interns'] as const,
  changeRequests: () => [...companyKeys.all, 'interns', 'change-requests'] as const,
  educationMenu: educationMenuKeys.applies,
  educationRequests: educationMenuKeys.requests,
  educationRequest: (id: number) => [...companyKeys.all, 'education-requests', 'detail', id] as const,
  staffEducationRequests: (estado: string, pagina = 1) => [...staffKeys.all, 'education-requests', estado, pagina] as const,
  staffEducationRequest: (id: number) => [...staffKeys.all, 'education-requests', 'detail', id] as const,
  staffChangeRequests: (estado: string, pagina = 1) => [...staffKeys.all, 'internship-changes', estado, pagina] as const,
};
