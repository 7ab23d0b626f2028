import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { catalogueEntry, isKnownStatus, isValidationKey, messageFor, validationKeyToStatus, validationText } from '@portal/shared';
import { isApiError } from './api-client';
import { useLanguage } from './i18n';

/** A field error that is a catalogue code rather than a validation rule: "status:16". */
const STATUS_PREFIX = 'status:';

/**
 * Every form's field errors, in one place. The shared zod schemas put a key ('required', 'password'...) in each
 * issue message; the server names offending fields in code 15 answers (`datos.errores`).
 *
 * The text of a field error: a validation key of the shared schemas ('dni', 'required'...) in the current
 * language, or the catalogue text of a code the server named for that field (16 e-mail taken, 104 not a DNI...).
 */
export function useValidationText(): (error: { message?: string | undefined } | undefined) => string | undefined {
  const language = useLanguage();
  return useCallback(
    (error) => {
      const message = error?.message;
      if (!message) return undefined;
      if (message.startsWith(STATUS_PREFIX)) return messageFor(Number(message.slice(STATUS_PREFIX.length)), language).body;
      return validationText(message, language);
    },
    [language],
  );
}

/** A field a refusal names, and the error to show on it (what `useValidationText` turns into text). */
export interface ServerFieldError<F extends string> {
  field: F;
  message: string;
}

/**
 * The fields a refusal names in `datos.errores` ({campo, codigo, clave}), in the answer's order. Where the code is
 * the rule's own (66 for 'dni', 15 for anything) the rule's key is the message; where it says more (16 "already
 * registered", 104 "must be a DNI or NIE") the catalogue code's. A nested campo ("fichero.extension_adjunto") names
 * its form field ("fichero"); a campo the form has not is left out.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): ServerFieldError<F>[] {
  if (!isApiError(error) || typeof error.datos !== 'object' || error.datos === null) return [];
  const errores = (error.datos as { errores?: unknown }).errores;
  if (!Array.isArray(errores)) return [];
  const marks: ServerFieldError<F>[] = [];
  for (const entry of errores) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { campo, codigo, clave } = entry as { campo?: unknown; codigo?: unknown; clave?: unknown };
    if (typeof campo !== 'string') continue;
    const field = fields.find((name) => name === campo) ?? fields.find((name) => campo.startsWith(`${name}.`));
    if (!field) continue;
    const key = isValidationKey(clave) ? clave : 'malformed';
    const ownCode = codigo === validationKeyToStatus[key] || !isKnownStatus(codigo) || catalogueEntry(codigo).kind !== 'error';
    marks.push({ field, message: ownCode ? key : `${STATUS_PREFIX}${codigo}` });
  }
  return marks;
}

/**
 * Marks on the inputs of a react-hook-form form the fields a refusal names (`serverFieldErrors`), focusing the
 * first. Returns whether any field was marked.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  const marks = serverFieldErrors(error, fields);
  marks.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
  return marks.length > 0;
}
