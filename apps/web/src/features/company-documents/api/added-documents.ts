import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyDocumentsCalls, type AddDocBody, type CompanyAddedDocument } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyDocumentsQueryKeys } from '../query-keys';

/** documentosAportados: the documents the company added itself. */
export const addedDocumentsQueryOptions = () => queryOptions({ queryKey: companyDocumentsQueryKeys.added(), queryFn: () => callApi(companyDocumentsCalls.added) });
export const useAddedDocuments = () => useQuery(addedDocumentsQueryOptions());

/** adddoc and deldoc answer the whole list, which replaces the cached one. */
function useListChange<B>(send: (body: B) => Promise<CompanyAddedDocument[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { inlineErrors: true },
    onSuccess: (list) => queryClient.setQueryData(companyDocumentsQueryKeys.added(), list),
  });
}

export const useAddDocument = () => useListChange((body: AddDocBody) => callApi(companyDocumentsCalls.addDoc, { body }));
export const useDeleteDocument = () => useListChange((id: number) => callApi(companyDocumentsCalls.delDoc, { body: { id } }));
