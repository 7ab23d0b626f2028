import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { surveysCalls, type SurveyAnswerInput } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { homeKeys } from '@/lib/query-keys';
import { useLanguage } from '@/lib/i18n';
import { refreshSessionUser } from '@/lib/refresh-session-user';
import { surveysQueryKeys } from '../query-keys';

/** accesoEncuesta/{id}: title, anonymous or not, open or not, and the data-protection clause. */
export function useSurveyAccess(key: string) {
  const language = useLanguage();
  return useQuery({ queryKey: surveysQueryKeys.access(key, language), queryFn: () => callApi(surveysCalls.access, { params: { id: key }, body: { querystringValue: window.location.search } }) });
}

/** logaUsuario/{id}: a survey session for the signed-in person. */
export const useSignInToSurvey = () => useMutation({ mutationFn: (key: string) => callApi(surveysCalls.signIn, { params: { id: key } }), meta: { inlineErrors: true } });

/** logaAnonimo/{id}: an anonymous survey session, with the clause accepted in the same step. */
export const useAnonymousSurvey = () =>
  useMutation({ mutationFn: ({ key, aceptaRGPD }: { key: string; aceptaRGPD: boolean }) => callApi(surveysCalls.anonymous, { params: { id: key }, body: { aceptaRGPD } }), meta: { inlineErrors: true } });

/**
 * iniciaLoginIntegrado/{id}: the university's sign-in address, for a sign-on that comes back to this survey (the
 * clause's acceptance travels with it).
 */
export const useSurveySsoStart = () =>
  useMutation({
    mutationFn: ({ key, aceptaRGPD }: { key: string; aceptaRGPD: boolean }) => callApi(surveysCalls.ssoStart, { params: { id: key }, body: { aceptaRGPD }, token: null }),
    meta: { inlineErrors: true },
  });

/** validaRespuestaLoginIntegrado/{id}: the university's answer (the callback's query string) opens a survey session. */
export const useSurveySsoAnswer = () =>
  useMutation({
    mutationFn: ({ key, respuesta }: { key: string; respuesta: string }) => callApi(surveysCalls.ssoAnswer, { params: { id: key }, body: { respuesta }, token: null }),
    meta: { inlineErrors: true },
  });

/** guardaAceptacionRGPD: the signed-in person accepts the survey's data-protection clause. */
export const useAcceptSurveyClause = () => useMutation({ mutationFn: (key: string) => callApi(surveysCalls.acceptClause, { query: { id: key } }), meta: { inlineErrors: true } });

/**
 * guardaContestacionEncuesta/{id}. Once saved, the pending lists are read again and, for a signed-in person, the
 * account too: it names the next mandatory survey, if any, so the portal unblocks itself when there is none.
 */
export function useSaveSurveyAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, token, lContestaciones }: { key: string; token: string; lContestaciones: SurveyAnswerInput[] }) =>
      callApi(surveysCalls.answer, { params: { id: key }, body: { token, lContestaciones } }),
    meta: { inlineErrors: true },
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: homeKeys.all });
      await refreshSessionUser((user) => ({ ...user, encuestaObligatoria: undefined }));
    },
  });
}
