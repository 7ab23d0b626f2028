import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { loginDatos } from './auth.ts';
import { isValidDniNie, normaliseDni } from '../validation/dni.ts';
import { zEmail, zPasswordWithConfirmation, zPersonName, zPrivacyPolicyAccepted, zRequiredText } from '../validation/schemas.ts';

/** Identity documents a person may state; only a DNI or an NIE opens an account (104 otherwise). */
export const ID_DOCUMENT_TYPES = ['dni', 'nie', 'pasaporte', 'otro'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

const NIE_START = /^[XYZ]/;

/** A DNI must look like one and an NIE like one: the type chosen and the number typed must agree (66). */
function matchesType(type: IdDocumentType, number: string): boolean {
  const id = normaliseDni(number);
  if (!isValidDniNie(id)) return false;
  return type === 'nie' ? NIE_START.test(id) : !NIE_START.test(id);
}

export const registrationBody = z
  .object({
    nombre: zPersonName,
    apellidos: zPersonName,
    email: zEmail,
    tipoDocumento: z.enum(ID_DOCUMENT_TYPES, { error: 'malformed' }),
    documento: zRequiredText(1, 30),
    aceptaPrivacidad: zPrivacyPolicyAccepted,
  })
  .superRefine((value, ctx) => {
    const { tipoDocumento: type, documento: number } = value;
    if ((type === 'dni' || type === 'nie') && typeof number === 'string' && !matchesType(type, number)) {
      ctx.addIssue({ code: 'custom', message: 'dni', path: ['documento'], input: number });
    }
  })
  .and(zPasswordWithConfirmation);
export type RegistrationBody = z.output<typeof registrationBody>;

export const registrationCalls = {
  register: defineCall({
    name: 'registrarUsuario',
    method: 'POST',
    path: '/api/Alumno/registrarUsuario',
    roles: 'public',
    changeLog: 'logged',
    summary:
      'Registers a candidate and logs them in (48 when the brand has no registration; 16 account exists, 60 e-mail on another CV, 94 ID registered, 104 not a DNI/NIE, 66 bad DNI/NIE, 28 weak password): notice 504',
    body: registrationBody,
    datos: loginDatos,
  }),
  requestDeletion: defineCall({
    name: 'solicitarBajaServicio',
    method: 'POST',
    path: '/api/Alumno/solicitarBajaServicio',
    roles: ['Alumno'],
    changeLog: 'logged',
    // Someone who will not accept a new data-protection text must still be able to leave.
    allowedBeforeRgpd: true,
    summary: 'Requests deregistration and erasure of the personal data after the grace period (48 when the brand does not allow it): notice 520',
    datos: z.object({ fechaSupresion: z.string().describe('ISO 8601: when the personal data will be erased') }),
  }),
  withdrawDeletion: defineCall({
    name: 'anularBajaServicio',
    method: 'POST',
    path: '/api/Alumno/anularBajaServicio',
    roles: ['Alumno'],
    changeLog: 'logged',
    allowedBeforeRgpd: true,
    summary:
      'Portal addition: withdraws my deletion request while its grace period runs (a change of mind, or a request I did not make); the account stays and enrolling is open again: notice 537, confirmed by e-mail; 14 when no request is pending',
    datos: z.null(),
  }),
} as const;
