import { describe, expect, it } from 'vitest';
import { inLanguage } from './in-language';

describe('inLanguage', () => {
  const texts = { es: 'Feria de empleo', ca: "Fira d'ocupació", en: '' };
  it("gives the reader's language, and Spanish where the translation was left empty", () => {
    expect(inLanguage('ca', texts)).toBe("Fira d'ocupació");
    expect(inLanguage('es', texts)).toBe('Feria de empleo');
    expect(inLanguage('en', texts)).toBe('Feria de empleo');
    expect(inLanguage('ca', { es: 'Guía', ca: null })).toBe('Guía');
  });
});
