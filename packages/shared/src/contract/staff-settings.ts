import { z } from 'zod';
import { brands } from '../brands/brands.ts';
import type { BrandFlags, FieldArea, FieldRule } from '../brands/brand-config.ts';
import { defineCall } from './define-call.ts';

/**
 * Run-time institution settings of the back office: the maintenance switch, the brand flags and the per-field
 * rules. The versioned brand config (packages/shared/src/brands) gives the defaults; staff changes are stored per
 * institution and read on every request, so they take effect at once in every API process.
 */

/** Every brand flag (the keys of the generic brand, which states them all). */
export const BRAND_FLAG_NAMES = Object.keys(brands.generic.flags) as (keyof BrandFlags)[];
export const FIELD_AREAS = ['oferta', 'practica', 'datosPersonales', 'datosAcademicos', 'experiencia'] as const satisfies readonly FieldArea[];
/** The fields of each configurable form (the generic brand states them all). */
export const fieldNamesOf = (area: FieldArea): string[] => Object.keys(brands.generic.fields[area]);

const zFlag = z.boolean({ error: 'malformed' });
const fieldRule = z.object({ visible: zFlag, editable: zFlag, requerido: zFlag });
export type WireFieldRule = z.infer<typeof fieldRule>;
export const toWireRule = (rule: FieldRule): WireFieldRule => ({ visible: rule.visible, editable: rule.editable, requerido: rule.required });

export const institutionSettings = z.object({
  /** The switch staff set (this screen). */
  mantenimiento: z.boolean(),
  /** Maintenance forced by the server's configuration (MAINTENANCE): staff cannot switch it off here. */
  mantenimientoServidor: z.boolean(),
  flags: z.array(z.object({ nombre: z.string(), valor: z.boolean(), defecto: z.boolean() })),
  campos: z.array(z.object({ area: z.enum(FIELD_AREAS), campo: z.string(), regla: fieldRule, defecto: fieldRule })),
});
export type InstitutionSettings = z.infer<typeof institutionSettings>;

export const maintenanceBody = z.object({ activo: zFlag });
export const flagsBody = z.object({
  flags: z.object(Object.fromEntries(BRAND_FLAG_NAMES.map((name) => [name, zFlag.optional()])) as Record<keyof BrandFlags, z.ZodOptional<typeof zFlag>>),
});
export const fieldsBody = z
  .object({
    area: z.enum(FIELD_AREAS, { error: 'malformed' }),
    campos: z
      .array(z.object({ campo: z.string().max(60, 'maxLength') }).extend(fieldRule.shape))
      .min(1, 'required')
      .max(60, 'maxLength'),
  })
  .refine((body) => body.campos.every((c) => fieldNamesOf(body.area).includes(c.campo)), { message: 'malformed', path: ['campos'] });

export const staffSettingsCalls = {
  get: defineCall({
    name: 'dameConfiguracionInstitucion',
    method: 'GET',
    path: '/api/Gestor/dameConfiguracionInstitucion',
    roles: ['Gestor'],
    summary: "The institution's maintenance switch, brand flags and field rules, each with the brand config's default",
    datos: institutionSettings,
  }),
  maintenance: defineCall({
    name: 'editaMantenimientoGestor',
    method: 'POST',
    path: '/api/Gestor/editaMantenimientoGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Switches maintenance on or off: every non-staff call of the institution answers 609 while on (staff keep working)',
    body: maintenanceBody,
    datos: institutionSettings,
  }),
  flags: defineCall({
    name: 'editaFlagsGestor',
    method: 'POST',
    path: '/api/Gestor/editaFlagsGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Sets brand flags (a flag equal to the default drops its override); effective at the next request',
    body: flagsBody,
    datos: institutionSettings,
  }),
  fields: defineCall({
    name: 'editaCamposGestor',
    method: 'POST',
    path: '/api/Gestor/editaCamposGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: "Sets the rules of a form's fields (visible, editable, required; a rule equal to the default drops its override)",
    body: fieldsBody,
    datos: institutionSettings,
  }),
} as const;
