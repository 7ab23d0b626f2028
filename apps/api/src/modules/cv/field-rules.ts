import { Status, type FieldRule, type ValidationFieldError } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';

/** A field the brand says nothing about is an ordinary optional field. */
const FREE: FieldRule = { visible: true, editable: true, required: false };

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The value a brand-ruled field takes on a save. Hidden: it is not part of the form, the stored value stays.
 * Not editable: the stored value stays, unless nothing is stored yet (the institution gave no value to protect,
 * so the candidate may complete it once). Otherwise what the form sent.
 */
export function ruledValue<T>(rule: FieldRule | undefined, stored: T, given: T): T {
  const { visible, editable } = rule ?? FREE;
  if (!visible) return stored;
  if (editable) return given;
  return isEmpty(stored) ? given : stored;
}

/** Code 15 with every visible required field left empty. */
export function assertRequired<T extends object>(
  rules: Record<string, FieldRule>,
  fieldsOfRule: Record<string, readonly (keyof T & string)[]>,
  values: T,
): void {
  const mustFill = Object.entries(fieldsOfRule).flatMap(([ruleKey, fields]) => (rules[ruleKey]?.visible && rules[ruleKey].required ? fields : []));
  assertFilled(Object.fromEntries(mustFill.map((campo) => [campo, values[campo]])));
}

/** Code 15 with every field of `values` that is empty. */
export function assertFilled(values: Record<string, unknown>): void {
  if (Object.values(values).some(isEmpty)) throw missingFields(values);
}

export function missingFields(values: Record<string, unknown>): AppError {
  const errores: ValidationFieldError[] = Object.entries(values)
    .filter(([, value]) => isEmpty(value))
    .map(([campo]) => ({ campo, codigo: Status.MissingMandatoryData, clave: 'required' }));
  return new AppError(Status.MissingMandatoryData, { datos: { errores } });
}

/** A refusal about one field, with the field in `datos.errores` as validation failures carry it. */
export function fieldError(status: ValidationFieldError['codigo'], campo: string, clave: ValidationFieldError['clave']): AppError {
  return new AppError(status, { datos: { errores: [{ campo, codigo: status, clave }] } });
}
