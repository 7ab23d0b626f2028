import type { Language } from '@portal/shared';

export const authQueryKeys = {
  rgpdText: (role: 'Alumno' | 'Empresa', language: Language) => ['rgpd-text', role, language] as const,
};
