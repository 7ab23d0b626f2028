import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCompanyCalls, type BodyOf, type CallDefinition } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';

/**
 * The state changes of a company: validaEmpresa, validaEmpresas, rechazaEmpresa(s), bloqueaEmpresa, desbloqueaEmpresa,
 * editaEmpresaGestor, editaContactoEmpresaGestor. Each refreshes the lists, their counts and the detail.
 */
export type CompanyAction = 'validate' | 'validateMany' | 'reject' | 'rejectMany' | 'block' | 'unblock' | 'edit' | 'editContact';

type Bodies = { [K in CompanyAction]: BodyOf<(typeof staffCompanyCalls)[K]> };

export function companyAction<K extends CompanyAction>(action: K, body: Bodies[K]): Promise<unknown> {
  // Every action is a POST whose body is Bodies[K]; the union of the calls cannot carry that link, so it is stated once here.
  const call = staffCompanyCalls[action] as CallDefinition;
  return callApi(call, { body } as never);
}

export function useCompanyAction<K extends CompanyAction>(action: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Bodies[K]) => companyAction(action, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
