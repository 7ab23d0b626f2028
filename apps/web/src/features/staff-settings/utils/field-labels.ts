import type { TFunction } from 'i18next';
import type { FieldArea } from '@portal/shared';

/**
 * The label of a form field in the settings' field rules, from `settings.fields.label.<area>.<field>` of the
 * staffContent texts (field-labels.test.ts fails when a field of the brand config has none).
 */
export function fieldLabel(t: TFunction<'staffContent'>, area: FieldArea, campo: string): string {
  return t(`settings.fields.label.${area}.${campo}` as 'settings.fields.label.oferta.titulo');
}
