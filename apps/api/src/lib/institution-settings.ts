import type { BrandConfig, BrandFlags, FieldArea, FieldRule } from '@portal/shared';
import { referenceVersion } from './reference-version.ts';
import type { DbHandle } from './request-context.ts';
import { inInstitution } from './scoped.ts';
import '../modules/staff/staff.tables.ts';
import '../modules/sso/sso.tables.ts';

/**
 * What the employment service changed of its institution at run time, over the versioned brand config. Stored in
 * `institution_settings` (institution, key, JSON value), one row per key:
 * - `maintenance`: true while staff keep the institution in maintenance;
 * - `flags`: the brand flags that differ from the brand config;
 * - `fields`: per form area, the field rules that differ from the brand config;
 * - `godModeWithdrawn`: the second until which staff withdrew the god-mode passes (lib/god-mode-pass.ts).
 * Besides them, `sso` says whether single sign-on is on (its settings are the row of `institution_sso`, migration
 * 0050, read by modules/sso; the client secret is never loaded here).
 */
export interface InstitutionSettingsOverrides {
  maintenance: boolean;
  /** God-mode passes issued before this second (epoch) are withdrawn; 0: none. */
  godModeWithdrawnUntil: number;
  flags: Partial<BrandFlags>;
  fields: Partial<Record<FieldArea, Record<string, FieldRule>>>;
  sso: boolean;
}

export const SETTING_KEYS = { maintenance: 'maintenance', flags: 'flags', fields: 'fields', godModeWithdrawn: 'godModeWithdrawn' } as const;

export const NO_OVERRIDES: InstitutionSettingsOverrides = { maintenance: false, godModeWithdrawnUntil: 0, flags: {}, fields: {}, sso: false };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * THE read of an institution's run-time settings from the database: one small indexed query (primary key
 * prefix). Staff screens read through it inside their call (they see their own change); requests go through
 * `currentInstitutionSettings`.
 */
export async function loadInstitutionSettings(db: DbHandle, institutionId: string): Promise<InstitutionSettingsOverrides> {
  const rows = await db.selectFrom('institution_settings').select(['key', 'value']).$call(inInstitution(institutionId)).execute();
  const sso = await db.selectFrom('institution_sso').select('enabled').$call(inInstitution(institutionId)).executeTakeFirst();
  const settings: InstitutionSettingsOverrides = { ...NO_OVERRIDES, sso: sso?.enabled === true };
  for (const row of rows) {
    if (row.key === SETTING_KEYS.maintenance) settings.maintenance = row.value === true;
    if (row.key === SETTING_KEYS.godModeWithdrawn && typeof row.value === 'number') settings.godModeWithdrawnUntil = row.value;
    if (row.key === SETTING_KEYS.flags && isObject(row.value)) settings.flags = row.value as Partial<BrandFlags>;
    if (row.key === SETTING_KEYS.fields && isObject(row.value)) settings.fields = row.value as InstitutionSettingsOverrides['fields'];
  }
  return settings;
}

/** Settings kept per version and institution: a handful of institutions, and a version in flight at most. */
const KEPT = 32;
const kept = new Map<string, Promise<Readonly<InstitutionSettingsOverrides>>>();

/**
 * The settings every API request runs with, from memory. They are checked against the reference-data version
 * (lib/reference-version.ts), which a trigger moves forward on any change to institution_settings (migration
 * 0015), so a change made by staff through any process is seen by every process on its next request; the request
 * reads that version once for all its in-memory copies, so the settings cost no statement of their own.
 */
export async function currentInstitutionSettings(db: DbHandle, institutionId: string): Promise<Readonly<InstitutionSettingsOverrides>> {
  return institutionSettingsAt(db, await referenceVersion(db), institutionId);
}

/** The settings at a version the caller has just read (the request's start). */
export function institutionSettingsAt(db: DbHandle, version: string, institutionId: string): Promise<Readonly<InstitutionSettingsOverrides>> {
  const key = `${version}:${institutionId}`;
  let settings = kept.get(key);
  if (!settings) {
    settings = loadInstitutionSettings(db, institutionId).then((loaded) => Object.freeze(loaded));
    settings.catch(() => kept.delete(key));
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, settings);
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
