import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { dateTimeText } from './staff-common.ts';

/**
 * God mode (spec 1 §4, §6: "hides mandatory pop-ups and bypasses maintenance"), granted by staff only: a staff
 * member creates a pass for their own institution, signed by the server (HMAC) and valid for GOD_MODE_PASS_HOURS; the
 * browser it is entered in (/gma2019) sends it on every API call in the GOD_MODE_HEADER header, and while the
 * institution is in maintenance a call carrying a valid pass is let through. Staff withdraw every pass made so far
 * at once. See docs/decisions.md, "Maintenance and god mode".
 */

/** The request header that carries the pass. */
export const GOD_MODE_HEADER = 'x-modo-dios';
/** How long a pass lasts. */
export const GOD_MODE_PASS_HOURS = 8;

export const godModePass = z.object({
  pase: z.string().describe('The signed pass, to be entered at /gma2019'),
  caduca: dateTimeText.describe('When the pass stops working'),
});
export type GodModePass = z.infer<typeof godModePass>;

export const godModeCheckBody = z.object({ pase: z.string().trim().min(1, 'required').max(600, 'maxLength') });

export const godModeCalls = {
  create: defineCall({
    name: 'creaPaseModoDios',
    method: 'POST',
    path: '/api/Gestor/creaPaseModoDios',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: `Portal extension: a god-mode pass for the staff member's institution, signed by the server, valid for ${GOD_MODE_PASS_HOURS} hours`,
    datos: godModePass,
  }),
  check: defineCall({
    name: 'compruebaPaseModoDios',
    method: 'POST',
    path: '/api/Publico/compruebaPaseModoDios',
    roles: 'public',
    readOnly: true,
    summary: "Portal extension: checks a god-mode pass for this host's institution (663 forged, 664 expired, 665 another institution's, 666 withdrawn); answered during maintenance",
    body: godModeCheckBody,
    datos: z.object({ caduca: dateTimeText }),
  }),
  revoke: defineCall({
    name: 'retiraPasesModoDios',
    method: 'POST',
    path: '/api/Gestor/retiraPasesModoDios',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Portal extension: withdraws every god-mode pass of the institution made until now (they answer 666 from then on)',
    datos: z.object({ retiradosHasta: dateTimeText }),
  }),
} as const;
