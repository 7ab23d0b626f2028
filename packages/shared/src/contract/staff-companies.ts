import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { zOptional, zOptionalPhone, zOptionalText, zOptionalUrl, zRequiredText } from '../validation/schemas.ts';
import { dateTimeText, pageOf, zId, zPage, zQueueOrder, zReason, zSearchText } from './staff-common.ts';

/**
 * The back office's companies: the queue of account requests (validate, or reject with a reason mailed to the
 * company), block and unblock (a blocked company gets code 9 at its next call), and the company's data.
 */

/** `rechazada`: a request the service refused; the account stays unvalidated, so its contacts cannot log in. */
export const STAFF_COMPANY_STATES = ['pendiente', 'validada', 'bloqueada', 'rechazada'] as const;
export type StaffCompanyState = (typeof STAFF_COMPANY_STATES)[number];

export const staffCompaniesQuery = z.object({
  estado: zOptional(z.enum(STAFF_COMPANY_STATES, { error: 'malformed' })),
  texto: zSearchText,
  orden: zQueueOrder,
  pagina: zPage,
});

export const staffCompanyContact = z.object({
  idUsuario: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  cargo: z.string().nullable(),
  telefono: z.string().nullable(),
  principal: z.boolean(),
  bloqueado: z.boolean(),
});

export const staffCompanyItem = z.object({
  idEmpresa: z.number(),
  cif: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  estado: z.enum(STAFF_COMPANY_STATES),
  fechaAlta: dateTimeText,
  contacto: z.object({ nombre: z.string(), email: z.string() }).nullable(),
  motivo: z.string().nullable().describe('Why it was rejected or blocked'),
  ofertas: z.number(),
});
export type StaffCompanyItem = z.infer<typeof staffCompanyItem>;

export const staffCompanyDetail = staffCompanyItem.extend({
  descripcion: z.string().nullable(),
  web: z.string().nullable(),
  direccion: z.string().nullable(),
  codigoPostal: z.string().nullable(),
  localidad: z.string().nullable(),
  empleados: z.number().nullable(),
  contactos: z.array(staffCompanyContact),
});
export type StaffCompanyDetail = z.infer<typeof staffCompanyDetail>;

export const companyIdParams = z.object({ idEmpresa: zId });
export const companyIdBody = z.object({ idEmpresa: zId });
export const companyReasonBody = z.object({ idEmpresa: zId, motivo: zReason });
export const companyIdsBody = z.object({ idsEmpresa: z.array(zId).min(1, 'required').max(100, 'maxLength') });
export const companiesReasonBody = companyIdsBody.extend({ motivo: zReason });

export const staffCompanyEditBody = z.object({
  idEmpresa: zId,
  razonSocial: zRequiredText(),
  nombreComercial: zRequiredText(),
  descripcion: zOptionalText(3, 5000),
  web: zOptionalUrl,
  direccion: zOptionalText(3, 250),
  codigoPostal: zOptional(z.string().trim().regex(/^[0-9A-Za-z -]{3,10}$/, 'malformed')),
  localidad: zOptionalText(),
  empleados: zOptional(z.coerce.number().int('integer').min(0, 'range').max(10_000_000, 'range')),
});
export type StaffCompanyEdit = z.input<typeof staffCompanyEditBody>;

export const staffContactEditBody = z.object({
  idEmpresa: zId,
  idUsuario: zId,
  nombre: zRequiredText(1, 150),
  apellidos: zRequiredText(1, 150),
  cargo: zOptionalText(1, 150),
  telefono: zOptionalPhone,
});

const counts = z.record(z.enum(STAFF_COMPANY_STATES), z.number());

export const staffCompanyCalls = {
  list: defineCall({
    name: 'dameEmpresasGestor',
    method: 'GET',
    path: '/api/Gestor/dameEmpresasGestor',
    roles: ['Gestor'],
    summary: "The institution's companies by state (default: the pending requests, oldest first), with a count per state",
    query: staffCompaniesQuery,
    datos: pageOf(staffCompanyItem).extend({ contadores: counts }),
  }),
  detail: defineCall({
    name: 'dameEmpresaGestor',
    method: 'GET',
    path: '/api/Gestor/dameEmpresaGestor/:idEmpresa',
    roles: ['Gestor'],
    summary: 'One company with its contacts',
    params: companyIdParams,
    datos: staffCompanyDetail,
  }),
  validate: defineCall({
    name: 'validaEmpresa',
    method: 'POST',
    path: '/api/Gestor/validaEmpresa',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Validates a pending (or rejected) account request: its contacts may log in; the company is told by e-mail. 14 from another state',
    body: companyIdBody,
    datos: staffCompanyItem,
  }),
  validateMany: defineCall({
    name: 'validaEmpresas',
    method: 'POST',
    path: '/api/Gestor/validaEmpresas',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Validates several pending requests at once; all or none (14 when one is not pending, 608 when one is unknown)',
    body: companyIdsBody,
    datos: z.object({ validadas: z.number() }),
  }),
  reject: defineCall({
    name: 'rechazaEmpresa',
    method: 'POST',
    path: '/api/Gestor/rechazaEmpresa',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Rejects a pending account request with a reason, mailed to the company. 14 when not pending',
    body: companyReasonBody,
    datos: staffCompanyItem,
  }),
  rejectMany: defineCall({
    name: 'rechazaEmpresas',
    method: 'POST',
    path: '/api/Gestor/rechazaEmpresas',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Rejects several pending requests with the same reason, mailed to each company; all or none (14 when one is not pending)',
    body: companiesReasonBody,
    datos: z.object({ rechazadas: z.number() }),
  }),
  block: defineCall({
    name: 'bloqueaEmpresa',
    method: 'POST',
    path: '/api/Gestor/bloqueaEmpresa',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Blocks a validated company (its contacts get code 9 at their next call), with a reason. 14 when not validated',
    body: companyReasonBody,
    datos: staffCompanyItem,
  }),
  unblock: defineCall({
    name: 'desbloqueaEmpresa',
    method: 'POST',
    path: '/api/Gestor/desbloqueaEmpresa',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Unblocks a blocked company. 14 when not blocked',
    body: companyIdBody,
    datos: staffCompanyItem,
  }),
  edit: defineCall({
    name: 'editaEmpresaGestor',
    method: 'POST',
    path: '/api/Gestor/editaEmpresaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: "Corrects a company's data (notice 514)",
    body: staffCompanyEditBody,
    datos: staffCompanyDetail,
  }),
  editContact: defineCall({
    name: 'editaContactoEmpresaGestor',
    method: 'POST',
    path: '/api/Gestor/editaContactoEmpresaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: "Corrects a contact's name, position and phone (notice 514)",
    body: staffContactEditBody,
    datos: staffCompanyDetail,
  }),
} as const;
