import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyAgreementsCalls, companyCalls, type AgreementInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';
import { companyAgreementsQueryKeys as keys } from '../query-keys';

/** GET /api/empresa/dameContactosConveniosEmpresa: id → name. */
export const useManagementContacts = () => useQuery({ queryKey: keys.managementContacts, queryFn: () => callApi(companyAgreementsCalls.managementContacts) });

/** GET /api/empresa/dameContactosFacturacionEmpresa: id → name. */
export const useBillingContacts = () => useQuery({ queryKey: keys.billingContacts, queryFn: () => callApi(companyAgreementsCalls.billingContacts) });

/** GET /api/empresa/dameCuentasFacturacion. */
export const useAgreementFiscalAccounts = () => useQuery({ queryKey: keys.fiscalAccounts, queryFn: () => callApi(companyCalls.fiscalAccounts) });

/** GET /api/Empresa/dameDatosEmpresa, for the data-protection text the company gave last (where the brand asks for one). */
export const useCompanyDataForAgreement = (enabled: boolean) =>
  useQuery({ queryKey: keys.companyData, queryFn: () => callApi(companyCalls.data), enabled });

/** GET /api/empresa/dameDetalleUltimoConvenioEmpresa, asked for when the company presses "Rellenar datos". */
export const useLastAgreement = () => useQuery({ queryKey: keys.last, queryFn: () => callApi(companyAgreementsCalls.last), enabled: false });

/** POST /api/empresa/addConvenioEmpresa: datos.enlace is the PDF's download. */
export function useAddAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementInput) => callApi(companyAgreementsCalls.add, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
