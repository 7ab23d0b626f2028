import { staffKeys } from '@/lib/query-keys';

export const staffCompaniesQueryKeys = {
  companies: (filters: object) => [...staffKeys.all, 'companies', 'list', filters] as const,
  company: (idEmpresa: number) => [...staffKeys.all, 'companies', 'detail', idEmpresa] as const,
  companyPaperwork: (idEmpresa: number) => [...staffKeys.all, 'companies', 'paperwork', idEmpresa] as const,
};
