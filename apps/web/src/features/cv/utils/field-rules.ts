import type { FieldRule } from '@portal/shared';

/** A field the brand says nothing about is an ordinary optional field (as on the server). */
const FREE: FieldRule = { visible: true, editable: true, required: false };

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * How a brand-ruled field shows in a form. Hidden: not shown (the server keeps what is stored). Locked: the
 * institution manages it and a value is stored, so it is shown read-only. A non-editable field with nothing stored
 * is editable: the server takes the candidate's value once (contract/cv.ts).
 */
export type FieldMode = 'hidden' | 'locked' | 'editable';

export function fieldMode(rule: FieldRule | undefined, stored: unknown): FieldMode {
  const { visible, editable } = rule ?? FREE;
  if (!visible) return 'hidden';
  return editable || isEmptyValue(stored) ? 'editable' : 'locked';
}

export function isRequiredField(rule: FieldRule | undefined): boolean {
  const { visible, required } = rule ?? FREE;
  return visible && required;
}
