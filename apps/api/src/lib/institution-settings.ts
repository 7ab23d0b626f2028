import type { BrandConfig, BrandFlags, FieldArea, FieldRule } from '@portal/shared';
import type { DbHandle } from './request-context.ts';
import { inInstitution } from './scoped.ts';
import '../modules/staff/staff.tables.ts';

/**
 * What the employment service changed of its institution at run time, over the versioned brand config. Stored in
 * `institution_settings` (institution, key, JSON value), one row per key:
 * - `maintenance`: true while staff keep the institution in maintenance;
 * - `flags`: the brand flags that differ from the brand config;
 * - `fields`: per form area, the field rules that differ from the brand config.
 */
export interface InstitutionSettingsOverrides {
  maintenance: boolean;
  flags: Partial<BrandFlags>;
  fields: Partial<Record<FieldArea, Record<string, FieldRule>>>;
}

export const SETTING_KEYS = { maintenance: 'maintenance', flags: 'flags', fields: 'fields' } as const;

export const NO_OVERRIDES: InstitutionSettingsOverrides = { maintenance: false, flags: {}, fields: {} };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * THE read of an institution's run-time settings: every request of the API goes through it (the
 * institution-settings plugin), so a change is effective at the next request in every process. One small indexed
 * query (primary key prefix); a cache with a version check can wrap this one function.
 */
export async function loadInstitutionSettings(db: DbHandle, institutionId: string): Promise<InstitutionSettingsOverrides> {
  const rows = await db.selectFrom('institution_settings').select(['key', 'value']).$call(inInstitution(institutionId)).execute();
  const settings: InstitutionSettingsOverrides = { maintenance: false, flags: {}, fields: {} };
  for (const row of rows) {
    if (row.key === SETTING_KEYS.maintenance) settings.maintenance = row.value === true;
    if (row.key === SETTING_KEYS.flags && isObject(row.value)) settings.flags = row.value as Partial<BrandFlags>;
    if (row.key === SETTING_KEYS.fields && isObject(row.value)) settings.fields = row.value as InstitutionSettingsOverrides['fields'];
  }
  return settings;
}

/** The brand an institution runs with: the brand config with the staff's overrides of known flags and fields. */
export function effectiveBrand(brand: BrandConfig, settings: InstitutionSettingsOverrides): BrandConfig {
  const flags = { ...brand.flags };
  for (const [name, value] of Object.entries(settings.flags)) {
    if (name in flags && typeof value === 'boolean') flags[name as keyof BrandFlags] = value;
  }
  const fields = { ...brand.fields };
  for (const [area, rules] of Object.entries(settings.fields)) {
    const defaults = fields[area as FieldArea];
    if (!defaults || !isObject(rules)) continue;
    const merged = { ...defaults };
    for (const [field, rule] of Object.entries(rules)) {
      if (field in merged && isObject(rule)) merged[field] = { visible: rule.visible === true, editable: rule.editable === true, required: rule.required === true };
    }
    fields[area as FieldArea] = merged;
  }
  return { ...brand, flags, fields };
}
