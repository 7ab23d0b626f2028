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

export function allowedAgreementMoves(from: AgreementState): readonly AgreementState[] {
  return AGREEMENT_TRANSITIONS[from];
}

export function canMoveAgreement(from: AgreementState, to: AgreementState): boolean {
  return AGREEMENT_TRANSITIONS[from].includes(to);
}

/** The kinds of internship document the service publishes for a company. */
export const INTERNSHIP_DOCUMENT_TYPES = ['anexo', 'notaInformativa', 'otro'] as const;
export type InternshipDocumentType = (typeof INTERNSHIP_DOCUMENT_TYPES)[number];
