import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyCalls, type CompanyDataInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';

/** POST /api/Empresa/editaEmpresaCompletos. Refreshes the company data and the missing-data check. */
export function editCompanyData(body: CompanyDataInput) {
  return callApi(companyCalls.edit, { body });
}

export function useEditCompanyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCompanyData,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
