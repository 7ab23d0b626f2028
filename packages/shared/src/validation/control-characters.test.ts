import { describe, expect, it } from 'vitest';
import { findControlCharacters, hasControlCharacters } from './control-characters.ts';
import { zEmail, zPassword, zRequiredText } from './schemas.ts';

describe('control characters', () => {
  it('are refused in text, except line breaks and tabs where text may span lines', () => {
    for (const bad of ['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007f', 'a\u0085b']) expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Línea 1\nLínea 2\r\n\tfin', 'ñ l·l ç — €', '']) expect(hasControlCharacters(good)).toBe(false);
    expect(hasControlCharacters('a\nb', { multiline: false })).toBe(true);
  });

  it('include half of a surrogate pair standing alone, never a whole pair (emoji stay welcome)', () => {
    for (const bad of ['\ud800', 'Palma\ud800', '\udc00x', 'a\udfff\ud83d']) expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['👩‍💻 Dev', 'Teatre 🎭', '\ud83d\ude00']) expect(hasControlCharacters(good, { multiline: false }), good).toBe(false);
    expect(findControlCharacters({ filtros: { localidad: '\ud800' } })).toBe('filtros.localidad');
  });

  it('are found by field path in parsed input', () => {
    expect(findControlCharacters({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findControlCharacters({ texto: 'a\nb' })).toBeUndefined();
    expect(findControlCharacters({ texto: 'a\nb' }, { multiline: false })).toBe('texto');
    expect(findControlCharacters({ 'k\u0000': 1 })).toBe('k\u0000');
  });

  it('are reported first in the order the fields come, a bad key before its value', () => {
    expect(findControlCharacters({ a: { x: 'ok', y: 'y\u0001' }, b: 'b\u0001' })).toBe('a.y');
    expect(findControlCharacters([['ok'], ['ok', { 'k\u0000': 'v\u0000' }]])).toBe('1.1.k\u0000');
    expect(findControlCharacters('\u0000')).toBe('');
  });

  it('are looked for without recursion: no nesting overflows the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findControlCharacters(deep)).toBe(Array(100_000).fill('0').join('.'));
  });

  it('give the controlCharacters key in the shared schemas', () => {
    for (const schema of [zRequiredText(), zEmail, zPassword]) {
      const result = schema.safeParse('Dev\u0000ops1@example.org');
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('controlCharacters');
    }
  });
});
