import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyDocumentsCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { companyDocumentsQueryKeys } from '../query-keys';

/** dameAnexosPracticas, dameNotasInformativasPracticasCurricularExtraordinaria, dameDocumentosPracticasPorPrograma. */
export const annexesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: companyDocumentsQueryKeys.published('annexes', language), queryFn: () => callApi(companyDocumentsCalls.annexes), ...changedByOthers });
export const notesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: companyDocumentsQueryKeys.published('notes', language), queryFn: () => callApi(companyDocumentsCalls.notes), ...changedByOthers });
export const byProgrammeQueryOptions = (language: Language) =>
  queryOptions({ queryKey: companyDocumentsQueryKeys.published('byProgramme', language), queryFn: () => callApi(companyDocumentsCalls.byProgramme), ...changedByOthers });

export const useAnnexes = (language: Language) => useQuery(annexesQueryOptions(language));
export const useNotes = (language: Language) => useQuery(notesQueryOptions(language));
export const useDocumentsByProgramme = (language: Language) => useQuery(byProgrammeQueryOptions(language));
