import {
  BRAND_FLAG_NAMES,
  FIELD_AREAS,
  brands,
  fieldNamesOf,
  toWireRule,
  type BrandFlags,
  type FieldArea,
  type FieldRule,
  type InstitutionSettings,
  type WireFieldRule,
} from '@portal/shared';
import { loadInstitutionSettings, SETTING_KEYS } from '../../lib/institution-settings.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { saveSetting } from './staff-settings.repository.ts';

export interface SettingsDeps {
  /** Maintenance forced by the server's configuration (MAINTENANCE). */
  isInMaintenance: (institutionId: string) => boolean;
}

const sameRule = (a: FieldRule, b: FieldRule) => a.visible === b.visible && a.editable === b.editable && a.required === b.required;
const ruleText = (r: FieldRule) => `${r.visible ? 'V' : '-'}${r.editable ? 'E' : '-'}${r.required ? 'R' : '-'}`;

/** The settings screen: each value with the brand config's default beside it. */
export async function readSettings(db: DbHandle, actor: Actor, deps: SettingsDeps): Promise<InstitutionSettings> {
  const defaults = brands[actor.institutionId];
  const overrides = await loadInstitutionSettings(db, actor.institutionId);
  return {
    mantenimiento: overrides.maintenance,
    mantenimientoServidor: deps.isInMaintenance(actor.institutionId),
    flags: BRAND_FLAG_NAMES.map((nombre) => ({ nombre, defecto: defaults.flags[nombre], valor: overrides.flags[nombre] ?? defaults.flags[nombre] })),
    campos: FIELD_AREAS.flatMap((area) =>
      fieldNamesOf(area)
        .filter((campo) => defaults.fields[area][campo])
        .map((campo) => {
          const defecto = defaults.fields[area][campo] as FieldRule;
          return { area, campo, defecto: toWireRule(defecto), regla: toWireRule(overrides.fields[area]?.[campo] ?? defecto) };
        }),
    ),
  };
}

export async function setMaintenance(db: DbHandle, actor: Actor, deps: SettingsDeps, on: boolean): Promise<InstitutionSettings> {
  const before = await loadInstitutionSettings(db, actor.institutionId);
  if (before.maintenance !== on) {
    await saveSetting(db, actor.institutionId, SETTING_KEYS.maintenance, on ? true : undefined, actor.userId);
    await recordAudit(db, actor, { entity: 'setting', entityId: null, action: on ? 'maintenanceOn' : 'maintenanceOff', from: String(before.maintenance), to: String(on) });
  }
  return readSettings(db, actor, deps);
}

/** Only differences from the brand config are stored: a flag set back to its default follows the config again. */
export async function setFlags(db: DbHandle, actor: Actor, deps: SettingsDeps, input: Partial<BrandFlags>): Promise<InstitutionSettings> {
  const defaults = brands[actor.institutionId].flags;
  const before = await loadInstitutionSettings(db, actor.institutionId);
  const next: Partial<BrandFlags> = { ...before.flags };
  const changed: string[] = [];
  for (const name of BRAND_FLAG_NAMES) {
    const value = input[name];
    if (value === undefined) continue;
    const current = before.flags[name] ?? defaults[name];
    if (value !== current) changed.push(name);
    if (value === defaults[name]) delete next[name];
    else next[name] = value;
  }
  if (changed.length > 0) {
    await saveSetting(db, actor.institutionId, SETTING_KEYS.flags, Object.keys(next).length > 0 ? next : undefined, actor.userId);
    await recordAudit(db, actor, {
      entity: 'setting',
      entityId: null,
      action: 'editFlags',
      from: changed.map((n) => `${n}: ${String(before.flags[n as keyof BrandFlags] ?? defaults[n as keyof BrandFlags])}`).join('; '),
      to: changed.map((n) => `${n}: ${String(input[n as keyof BrandFlags])}`).join('; '),
    });
  }
  return readSettings(db, actor, deps);
}

export async function setFields(
  db: DbHandle,
  actor: Actor,
  deps: SettingsDeps,
  input: { area: FieldArea; campos: (WireFieldRule & { campo: string })[] },
): Promise<InstitutionSettings> {
  const defaults = brands[actor.institutionId].fields[input.area];
  const before = await loadInstitutionSettings(db, actor.institutionId);
  const area: Record<string, FieldRule> = { ...(before.fields[input.area] ?? {}) };
  const changed: { campo: string; from: FieldRule; to: FieldRule }[] = [];
  for (const wire of input.campos) {
    const fallback = defaults[wire.campo];
    if (!fallback) continue;
    // A required field is visible and editable, and a hidden one cannot be required: the forms could not be filled.
    const rule: FieldRule = { visible: wire.visible || wire.requerido, editable: wire.editable || wire.requerido, required: wire.requerido && wire.visible };
    const current = area[wire.campo] ?? fallback;
    if (!sameRule(current, rule)) changed.push({ campo: wire.campo, from: current, to: rule });
    if (sameRule(rule, fallback)) delete area[wire.campo];
    else area[wire.campo] = rule;
  }
  if (changed.length > 0) {
    const fields = { ...before.fields, [input.area]: area };
    if (Object.keys(area).length === 0) delete fields[input.area];
    await saveSetting(db, actor.institutionId, SETTING_KEYS.fields, Object.keys(fields).length > 0 ? fields : undefined, actor.userId);
    await recordAudit(db, actor, {
      entity: 'setting',
      entityId: null,
      action: 'editFields',
      from: changed.map((c) => `${input.area}.${c.campo}: ${ruleText(c.from)}`).join('; '),
      to: changed.map((c) => `${input.area}.${c.campo}: ${ruleText(c.to)}`).join('; '),
    });
  }
  return readSettings(db, actor, deps);
}
