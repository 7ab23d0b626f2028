import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentTextFields, inContentLanguage, requireSpanishOfTranslations } from './content-languages.ts';
import { toFieldErrors } from './to-field-errors.ts';

const body = z.object({ ...contentTextFields('titulo', 3, 50, { required: true }), ...contentTextFields('lead', 3, 50) }).superRefine(requireSpanishOfTranslations(['lead']));
const errorsOf = (input: unknown) => {
  const parsed = body.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error).map((e) => [e.campo, e.clave]);
};

describe('the rule of content languages', () => {
  it('needs the Spanish title only; translations are optional and empty ones are absent', () => {
    expect(errorsOf({ tituloEs: 'Feria', tituloCa: '', leadEn: '  ' })).toEqual([]);
    expect(body.parse({ tituloEs: 'Feria', tituloCa: '' })).toEqual({ tituloEs: 'Feria' });
  });

  it('names the exact language field of each refusal', () => {
    expect(errorsOf({ tituloCa: 'Fira' })).toEqual([['tituloEs', 'required']]);
    expect(errorsOf({ tituloEs: 'Feria', tituloEn: 'Fa' })).toEqual([['tituloEn', 'minLength']]);
    expect(errorsOf({ tituloEs: 'Feria', leadCa: 'Cinquanta empreses' })).toEqual([['leadEs', 'required']]);
  });

  it('reads a language left empty in Spanish', () => {
    expect(inContentLanguage('ca', { es: 'Hola', ca: '', en: 'Hello' })).toBe('Hola');
    expect(inContentLanguage('en', { es: 'Hola', ca: 'Hola!', en: 'Hello' })).toBe('Hello');
    expect(inContentLanguage('en', { es: 'Hola', en: null })).toBe('Hola');
  });
});
