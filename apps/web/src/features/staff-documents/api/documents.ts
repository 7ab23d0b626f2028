import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffDocumentsCalls, staffProgrammesCalls, type Language, type PublishedDocumentInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { staffKeys } from '@/lib/query-keys';
import { staffDocumentsQueryKeys } from '../query-keys';

/** dameDocumentosPublicadosGestor: annexes, notes and programme documents, drafts included. */
export const publishedQueryOptions = (language: Language) =>
  queryOptions({ queryKey: staffDocumentsQueryKeys.published(language), queryFn: () => callApi(staffDocumentsCalls.list), ...changedByOthers });
export const usePublishedDocuments = (language: Language) => useQuery(publishedQueryOptions(language));

/** dameDocumentosAportadosGestor: what companies added (one company's with idEmpresa). */
export const companyDocumentsQueryOptions = (idEmpresa?: number) =>
  queryOptions({
    queryKey: staffDocumentsQueryKeys.companies(idEmpresa),
    queryFn: () => callApi(staffDocumentsCalls.companyDocuments, { query: idEmpresa === undefined ? {} : { idEmpresa } }),
    ...changedByOthers,
  });
export const useCompanyDocuments = (idEmpresa?: number) => useQuery(companyDocumentsQueryOptions(idEmpresa));

/** The programmes a document may belong to (dameProgramasPracticasGestor). */
export const useProgrammeOptions = () => useQuery({ queryKey: staffDocumentsQueryKeys.programmes(), queryFn: () => callApi(staffProgrammesCalls.list) });

function useDocumentChange<B>(send: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, meta: { inlineErrors: true }, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}

export const useSaveDocument = () => useDocumentChange((body: PublishedDocumentInput) => callApi(staffDocumentsCalls.save, { body }));
export const usePublishDocument = () => useDocumentChange((body: { id: number; publicado: boolean }) => callApi(staffDocumentsCalls.publish, { body }));
export const useDeleteDocument = () => useDocumentChange((id: number) => callApi(staffDocumentsCalls.remove, { body: { id } }));
