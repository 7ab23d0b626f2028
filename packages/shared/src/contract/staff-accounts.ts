import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { zEmail, zPasswordWithConfirmation, zRequiredText } from '../validation/schemas.ts';

/**
 * The institution's staff accounts: every staff member sees them; a staff admin creates them (the same password
 * rules as every user). Until an institution names an admin, every staff member is one (see docs/decisions.md).
 */
export const staffAccount = z.object({
  idUsuario: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  administrador: z.boolean(),
  bloqueado: z.boolean(),
  fechaAlta: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const createStaffBody = z
  .object({
    email: zEmail,
    nombre: zRequiredText(1, 150),
    apellidos: zRequiredText(1, 150),
    administrador: z.boolean({ error: 'malformed' }).default(false),
  })
  .and(zPasswordWithConfirmation);

export const staffAccountCalls = {
  list: defineCall({
    name: 'dameCuentasGestor',
    method: 'GET',
    path: '/api/Gestor/dameCuentasGestor',
    roles: ['Gestor'],
    summary: "The institution's staff accounts, and whether the caller may create them",
    datos: z.object({ puedeCrear: z.boolean(), cuentas: z.array(staffAccount) }),
  }),
  create: defineCall({
    name: 'creaGestor',
    method: 'POST',
    path: '/api/Gestor/creaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Creates a staff account of the institution (notice 523). 607 unless the caller is a staff admin; 16 e-mail already registered',
    body: createStaffBody,
    datos: staffAccount,
  }),
} as const;
