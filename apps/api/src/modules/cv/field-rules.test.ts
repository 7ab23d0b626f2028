import { describe, expect, it } from 'vitest';
import { fieldRules } from '@portal/shared/brands/base-brand';
import { AppError } from '../../lib/app-error.ts';
import { assertRequired, ruledValue } from './field-rules.ts';

describe('ruledValue', () => {
  it('writes what the form sent for an editable field, and for a field the brand does not mention', () => {
    expect(ruledValue(fieldRules.shown, 'stored', 'sent')).toBe('sent');
    expect(ruledValue(fieldRules.shown, 'stored', null)).toBeNull();
    expect(ruledValue(undefined, 'stored', 'sent')).toBe('sent');
  });

  it('keeps the stored value of a hidden field, even an empty one', () => {
    expect(ruledValue(fieldRules.hidden, 'stored', 'sent')).toBe('stored');
    expect(ruledValue(fieldRules.hidden, null, 'sent')).toBeNull();
  });

  it('keeps the stored value of a read-only field, unless nothing is stored yet', () => {
    expect(ruledValue(fieldRules.readOnly, 'stored', 'sent')).toBe('stored');
    expect(ruledValue(fieldRules.readOnly, null, 'sent')).toBe('sent');
    expect(ruledValue(fieldRules.readOnly, [], [1])).toEqual([1]);
  });
});

describe('assertRequired', () => {
  const rules = { movil: fieldRules.required, direccion: fieldRules.required, iban: fieldRules.shown, oculto: { visible: false, editable: false, required: true } };
  const fields = { movil: ['movil'], direccion: ['direccion', 'localidad'], iban: ['iban'], oculto: ['oculto'] } as const;

  it('lists every empty field of a visible required rule with code 15', () => {
    try {
      assertRequired(rules, fields, { movil: '', direccion: 'C/ Mayor 1', localidad: null, iban: null, oculto: null });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(15);
      expect((error as AppError).datos).toEqual({
        errores: [
          { campo: 'movil', codigo: 15, clave: 'required' },
          { campo: 'localidad', codigo: 15, clave: 'required' },
        ],
      });
    }
  });

  it('passes when they are filled; false is a value', () => {
    expect(() => assertRequired({ flag: fieldRules.required }, { flag: ['flag'] }, { flag: false })).not.toThrow();
  });
});
