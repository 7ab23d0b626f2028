/**
 * The collaboration agreement (convenio) state machine: one table for the server (which refuses any other move
 * with 14) and the web (which offers only these moves). The spec names the states but not the moves; the order
 * follows the life of an agreement: the company generates it, signs it, the service sends it to the
 * institution's secretariat, and once signed there it is formalised until it expires. See docs/decisions.md
 * ("Agreements").
 */
export const AGREEMENT_STATES = ['generado', 'firmadoEmpresa', 'enviadoSecretaria', 'formalizado', 'erroneo', 'caducado'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

export const AGREEMENT_TRANSITIONS: Readonly<Record<AgreementState, readonly AgreementState[]>> = {
  generado: ['firmadoEmpresa', 'erroneo'],
  // A company-signed agreement may be formalised at once where the service signs it itself.
  firmadoEmpresa: ['enviadoSecretaria', 'formalizado', 'erroneo'],
  enviadoSecretaria: ['formalizado', 'erroneo'],
  formalizado: ['caducado'],
  // An erroneous agreement is generated again once the company has corrected its data.
  erroneo: ['generado'],
  // An expired agreement stays as it is: the company generates a new one.
  caducado: [],
};

/**
 * Who makes each move of the table above. The company makes one: uploading its signed copy moves a generated
 * agreement to "signed by the company" (adjuntaFicheroAlConvenioEmpresa). The portal makes one by itself: a
 * formalised agreement past its expiry date becomes expired (the hourly pass of staff-agreements). Staff make any
 * move of the table (a paper copy received by post is marked signed by them).
 */
export const COMPANY_SIGNED_STATE: AgreementState = 'firmadoEmpresa';
export const EXPIRED_STATE: AgreementState = 'caducado';

/** A move to these states needs a remark (why the agreement is erroneous: the company must know what to redo). */
export const AGREEMENT_STATES_NEEDING_REMARK: readonly AgreementState[] = ['erroneo'];

/** Days before its expiry date a formalised agreement's company and the staff are reminded, once. */
export const AGREEMENT_EXPIRY_REMINDER_DAYS = 30;

/** The company may upload its signed copy only while the table lets the agreement move to "signed by the company". */
export function awaitsCompanySignature(state: AgreementState): boolean {
  return canMoveAgreement(state, COMPANY_SIGNED_STATE);
}

/** An agreement in this state expires by itself once its date has passed. */
export function expiresByDate(state: AgreementState): boolean {
  return canMoveAgreement(state, EXPIRED_STATE);
}

export function needsRemark(to: AgreementState): boolean {
  return AGREEMENT_STATES_NEEDING_REMARK.includes(to);
}

export function allowedAgreementMoves(from: AgreementState): readonly AgreementState[] {
  return AGREEMENT_TRANSITIONS[from];
}

export function canMoveAgreement(from: AgreementState, to: AgreementState): boolean {
  return AGREEMENT_TRANSITIONS[from].includes(to);
}

/** The kinds of internship document the service publishes for a company. */
export const INTERNSHIP_DOCUMENT_TYPES = ['anexo', 'notaInformativa', 'otro'] as const;
export type InternshipDocumentType = (typeof INTERNSHIP_DOCUMENT_TYPES)[number];
