import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { cvWriteDatos, Language } from '@portal/shared';
import type { z } from 'zod';
import { useLanguage } from '@/lib/i18n';
import { candidaciesKeys, cvKeys } from '@/lib/query-keys';
import { cvQueryKeys } from '../query-keys';

export type CvWriteDatos = z.infer<typeof cvWriteDatos>;

/**
 * Every CV write answers with the whole CV as it now is: it replaces the cached copy (labels in the current
 * language); copies in other languages are dropped and read again when needed.
 */
export function storeWrittenCv(queryClient: QueryClient, language: Language, datos: CvWriteDatos): void {
  const { idNuevo: _idNuevo, ...cv } = datos;
  queryClient.setQueryData(cvKeys.cv(language), cv);
  queryClient.removeQueries({ queryKey: cvKeys.all, predicate: (query) => query.queryKey[1] !== language });
  void queryClient.invalidateQueries({ queryKey: cvQueryKeys.requestedDocumentation });
  // What the CV fixes: the checklist of an offer, the pending actions, the missing-data reminder.
  void queryClient.invalidateQueries({ queryKey: candidaciesKeys.all });
}

/** The mutation of one CV write call. Its errors are shown by the section that made it, next to the form. */
export function useCvWrite<TBody>(write: (body: TBody) => Promise<CvWriteDatos>) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: write,
    meta: { inlineErrors: true },
    onSuccess: (datos) => storeWrittenCv(queryClient, language, datos),
  });
}
