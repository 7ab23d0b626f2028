import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { zOptional, zOptionalUrl, zRequiredText } from '../validation/schemas.ts';
import { contentTextFields } from '../validation/content-languages.ts';
import { DATA_PROTECTION_TEXT_MAX } from '../validation/limits.ts';
import { dateTimeText, zId } from './staff-common.ts';

/**
 * Content the employment service writes: communications per audience (the home shows candidates and companies
 * theirs) and the data-protection text (a new version makes every candidate and company contact accept it again at
 * their next login).
 */

export const COMMUNICATION_AUDIENCES = ['Alumno', 'Empresa', 'all'] as const;
export type CommunicationAudienceName = (typeof COMMUNICATION_AUDIENCES)[number];

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'malformed');

export const staffCommunication = z.object({
  id: z.number(),
  destinatarios: z.enum(COMMUNICATION_AUDIENCES),
  desde: z.string().describe('yyyy-mm-dd (Madrid), first day shown'),
  hasta: z.string().nullable().describe('yyyy-mm-dd, last day shown; null: open-ended'),
  textoCa: z.string().describe("'' when not translated: read in Spanish"),
  textoEs: z.string(),
  textoEn: z.string().describe("'' when not translated: read in Spanish"),
  enlace: z.string().nullable(),
});
export type StaffCommunication = z.infer<typeof staffCommunication>;

export const communicationBody = z
  .object({
    /** Absent: a new communication. */
    id: zOptional(zId),
    destinatarios: z.enum(COMMUNICATION_AUDIENCES, { error: 'malformed' }),
    desde: zDay,
    hasta: zOptional(zDay),
    // Spanish required, Catalan and English optional: read in Spanish where left empty (content-languages.ts).
    ...contentTextFields('texto', 3, 1000, { required: true }),
    enlace: zOptionalUrl,
  })
  .refine((b) => !b.hasta || b.hasta >= b.desde, { message: 'range', path: ['hasta'] });

export const dataProtectionText = z.object({
  version: z.number().describe('0 while the institution has none'),
  fecha: dateTimeText.nullable(),
  textoCa: z.string(),
  textoEs: z.string(),
  textoEn: z.string(),
  /** Candidates and company contacts who accepted the current version. */
  aceptadoPor: z.number(),
  usuarios: z.number(),
});
export type DataProtectionText = z.infer<typeof dataProtectionText>;

export const dataProtectionBody = z.object({
  textoCa: zRequiredText(10, DATA_PROTECTION_TEXT_MAX),
  textoEs: zRequiredText(10, DATA_PROTECTION_TEXT_MAX),
  textoEn: zRequiredText(10, DATA_PROTECTION_TEXT_MAX),
});

export const staffContentCalls = {
  communications: defineCall({
    name: 'dameComunicacionesGestor',
    method: 'GET',
    path: '/api/Gestor/dameComunicacionesGestor',
    roles: ['Gestor'],
    summary: "The institution's communications, newest first, every audience and period",
    datos: z.array(staffCommunication),
  }),
  saveCommunication: defineCall({
    name: 'guardaComunicacionGestor',
    method: 'POST',
    path: '/api/Gestor/guardaComunicacionGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Creates (no id) or edits a communication for candidates, companies or both (608 unknown id)',
    body: communicationBody,
    datos: staffCommunication,
  }),
  deleteCommunication: defineCall({
    name: 'borraComunicacionGestor',
    method: 'POST',
    path: '/api/Gestor/borraComunicacionGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Deletes a communication (608 unknown id)',
    body: z.object({ id: zId }),
    datos: z.object({ id: z.number() }),
  }),
  dataProtection: defineCall({
    name: 'dameTextoProteccionDatosGestor',
    method: 'GET',
    path: '/api/Gestor/dameTextoProteccionDatosGestor',
    roles: ['Gestor'],
    summary: 'The current data-protection text (three languages), its version and how many users accepted it',
    datos: dataProtectionText,
  }),
  publishDataProtection: defineCall({
    name: 'publicaTextoProteccionDatosGestor',
    method: 'POST',
    path: '/api/Gestor/publicaTextoProteccionDatosGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Publishes a new version of the data-protection text: every candidate and company contact must accept it at their next login',
    body: dataProtectionBody,
    datos: dataProtectionText,
  }),
} as const;
