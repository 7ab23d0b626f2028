import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isValidationKey, validationText } from '@portal/shared';
import { isApiError } from './api-client';
import { useLanguage } from './i18n';

/**
 * The shared zod schemas put a key ('required', 'password', 'passwordMismatch'...) in each issue message; forms
 * show its text in the current language.
 */
export function useValidationText(): (error: { message?: string | undefined } | undefined) => string | undefined {
  const language = useLanguage();
  return useCallback((error) => (error?.message ? validationText(error.message, language) : undefined), [language]);
}

/**
 * Code 15 answers name the offending fields in `datos.errores` ({campo, codigo, clave}); those of this form are
 * marked on their inputs. Returns whether any was.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!isApiError(error) || typeof error.datos !== 'object' || error.datos === null) return false;
  const errores = (error.datos as { errores?: unknown }).errores;
  if (!Array.isArray(errores)) return false;
  let applied = false;
  for (const entry of errores) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { campo, clave } = entry as { campo?: unknown; clave?: unknown };
    const field = fields.find((f) => f === campo);
    if (!field) continue;
    setError(field, { type: 'server', message: isValidationKey(clave) ? clave : 'malformed' });
    applied = true;
  }
  return applied;
}
