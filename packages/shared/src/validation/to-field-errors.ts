import type { z } from 'zod';
import type { StatusCode } from '../codes/status.ts';
import { isValidationKey, validationKeyToStatus, type ValidationKey } from './messages.ts';

/** One entry of `datos.errores`: the dotted path of the field, its catalogue code, and the key forms translate. */
export interface ValidationFieldError {
  campo: string;
  codigo: StatusCode;
  clave: ValidationKey;
}

/**
 * A key for issues raised by schemas that do not carry one (zod's defaults). Zod reports a missing value as an
 * invalid type; its message, or the input when the parse kept it, tells absence from a wrong value.
 */
function fallbackKey(issue: z.core.$ZodIssue): ValidationKey {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'int') return 'integer';
      const absent = 'input' in issue ? issue.input === undefined || issue.input === null : /received (undefined|null)$/.test(issue.message);
      return absent ? 'required' : 'malformed';
    }
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'required' : 'minLength';
      if (issue.origin === 'array' || issue.origin === 'set') return 'atLeastOne';
      return 'range';
    case 'too_big':
      return issue.origin === 'string' ? 'maxLength' : issue.origin === 'file' ? 'fileSize' : 'range';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : issue.format === 'url' ? 'url' : 'malformed';
    case 'not_multiple_of':
      return 'integer';
    default:
      return 'malformed';
  }
}

/** The first failure of each field, in the order the schema checks them: one message per field is what forms show. */
export function toFieldErrors(error: { issues: readonly z.core.$ZodIssue[] }): ValidationFieldError[] {
  const errors: ValidationFieldError[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const campo = issue.path.map(String).join('.');
    if (seen.has(campo)) continue;
    seen.add(campo);
    const clave = isValidationKey(issue.message) ? issue.message : fallbackKey(issue);
    errors.push({ campo, codigo: validationKeyToStatus[clave], clave });
  }
  return errors;
}
