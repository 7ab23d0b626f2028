import { describe, expect, it } from 'vitest';
import { brand } from '@/testing/test-data';
import { resolveInitialLanguage } from './language';

describe('default language rule (spec 1 §1)', () => {
  const generic = brand('generic');
  const uib = brand('uib');
  const fpcat = brand('fpcat');

  it('prefers the locally stored language', () => {
    expect(resolveInitialLanguage('en', uib)).toBe('en');
    expect(resolveInitialLanguage('ca', generic)).toBe('ca');
  });

  it('falls back to the brand default, then Spanish', () => {
    expect(resolveInitialLanguage(null, uib)).toBe('ca');
    expect(resolveInitialLanguage(null, generic)).toBe('es');
    expect(resolveInitialLanguage(null, null)).toBe('es');
  });

  it('ignores a stored value that is not a language, or one the brand does not offer', () => {
    expect(resolveInitialLanguage('fr', uib)).toBe('ca');
    expect(resolveInitialLanguage('en', fpcat)).toBe('ca');
  });
});
