import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffAgreementCalls, type DatosOf, type InternshipDocumentUpload, type InvoiceUpload } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffCompaniesQueryKeys } from '../query-keys';

export type CompanyPaperwork = DatosOf<typeof staffAgreementCalls.companyDocuments>;

/** GET /api/Gestor/dameDocumentacionEmpresaGestor/:idEmpresa: the company's invoices and internship documents. */
export function getCompanyPaperwork(idEmpresa: number): Promise<CompanyPaperwork> {
  return callApi(staffAgreementCalls.companyDocuments, { params: { idEmpresa } });
}

export const companyPaperworkQueryOptions = (idEmpresa: number) =>
  queryOptions({ queryKey: staffCompaniesQueryKeys.companyPaperwork(idEmpresa), queryFn: () => getCompanyPaperwork(idEmpresa) });

export const useCompanyPaperwork = (idEmpresa: number) => useQuery(companyPaperworkQueryOptions(idEmpresa));

/** The two uploads answer the whole documentation, which replaces the cached one. */
function useUpload<B>(idEmpresa: number, send: (body: B) => Promise<CompanyPaperwork>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { inlineErrors: true },
    onSuccess: (paperwork) => queryClient.setQueryData(staffCompaniesQueryKeys.companyPaperwork(idEmpresa), paperwork),
  });
}

export const useUploadInvoice = (idEmpresa: number) =>
  useUpload(idEmpresa, (body: InvoiceUpload) => callApi(staffAgreementCalls.uploadInvoice, { body }));

export const useUploadDocument = (idEmpresa: number) =>
  useUpload(idEmpresa, (body: InternshipDocumentUpload) => callApi(staffAgreementCalls.uploadDocument, { body }));
