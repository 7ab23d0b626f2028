import { useMutation } from '@tanstack/react-query';
import { languageId, authCalls, type Language, type Role } from '@portal/shared';
import { callApi } from '@/lib/api-client';

const calls = {
  Alumno: authCalls.languageCandidate,
  Empresa: authCalls.languageCompany,
  Gestor: authCalls.languageStaff,
} as const;

/** POST /api/{role}/editarIdiomaPreferido {idIdioma}: the logged user's preferred language, kept by the server. */
export function updatePreferredLanguage(role: Role, language: Language) {
  return callApi(calls[role], { body: { idIdioma: languageId(language) } });
}

export const useUpdatePreferredLanguage = () =>
  useMutation({ mutationFn: ({ role, language }: { role: Role; language: Language }) => updatePreferredLanguage(role, language) });
