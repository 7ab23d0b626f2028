import { describe, expect, it } from 'vitest';
import { AGREEMENT_STATES, AGREEMENT_TRANSITIONS, awaitsCompanySignature, canMoveAgreement, expiresByDate, needsRemark } from './agreement-states.ts';

describe('agreement state machine', () => {
  it.each([
    ['generado', 'firmadoEmpresa', true],
    ['generado', 'formalizado', false],
    ['firmadoEmpresa', 'enviadoSecretaria', true],
    ['enviadoSecretaria', 'formalizado', true],
    ['formalizado', 'caducado', true],
    ['formalizado', 'generado', false],
    ['erroneo', 'generado', true],
    ['caducado', 'generado', false],
    ['generado', 'generado', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canMoveAgreement(from, to)).toBe(allowed);
  });

  it('names only known states and never a move to the same state', () => {
    for (const from of AGREEMENT_STATES) {
      for (const to of AGREEMENT_TRANSITIONS[from]) {
        expect(AGREEMENT_STATES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });

  it('every state but the expired one can be left', () => {
    expect(AGREEMENT_STATES.filter((s) => AGREEMENT_TRANSITIONS[s].length === 0)).toEqual(['caducado']);
  });

  it('lets the company sign only a generated agreement, and only a formalised one expire by its date', () => {
    expect(AGREEMENT_STATES.filter(awaitsCompanySignature)).toEqual(['generado']);
    expect(AGREEMENT_STATES.filter(expiresByDate)).toEqual(['formalizado']);
  });

  it('asks a reason for an erroneous agreement only', () => {
    expect(AGREEMENT_STATES.filter(needsRemark)).toEqual(['erroneo']);
  });
});
