import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyDocumentsCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyDocumentsQueryKeys } from '../query-keys';

/** dameConveniosEmpresa, dameFacturasALTAI, dameDocumentosPracticas: the company's own paperwork. */
export const agreementsQueryOptions = () => queryOptions({ queryKey: companyDocumentsQueryKeys.paperwork('agreements'), queryFn: () => callApi(companyDocumentsCalls.agreements) });
export const invoicesQueryOptions = () => queryOptions({ queryKey: companyDocumentsQueryKeys.paperwork('invoices'), queryFn: () => callApi(companyDocumentsCalls.invoices) });
export const documentsQueryOptions = () => queryOptions({ queryKey: companyDocumentsQueryKeys.paperwork('documents'), queryFn: () => callApi(companyDocumentsCalls.documents) });

export const useCompanyAgreements = () => useQuery(agreementsQueryOptions());
export const useCompanyInvoices = () => useQuery(invoicesQueryOptions());
export const useCompanyDocuments = () => useQuery(documentsQueryOptions());
