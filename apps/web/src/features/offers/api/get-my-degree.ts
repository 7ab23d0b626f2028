import { queryOptions, useQuery } from '@tanstack/react-query';
import { cvCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { cvKeys } from '@/lib/query-keys';

/**
 * The degree the offer lists start filtered by: the student's study in progress (else the latest one) that names a
 * degree of the university. Read from the CV (GET /api/Alumno/dameCvUsuario, the CV page's cache entry).
 */
export const myDegreeQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: cvKeys.cv(language),
    queryFn: () => callApi(cvCalls.cv),
    meta: { inlineErrors: true },
    select: (cv): number | null => {
      const studies = cv.estudios.filter((study) => study.idTitulacion !== null && !study.fechaBaja);
      const current = studies.find((study) => !study.finalizado) ?? studies[0];
      return current?.idTitulacion ?? null;
    },
  });

export const useMyDegree = (language: Language) => useQuery(myDegreeQueryOptions(language));
