import { describe, expect, it } from 'vitest';
import { FOLDABLE_LETTERS, FOLDED_LETTERS, foldText, matchesAllWords, slugify } from './fold.ts';

describe('foldText', () => {
  it('drops case and accents, and keeps everything else', () => {
    expect(foldText('Técnico de Sistemas en MÁLAGA')).toBe('tecnico de sistemas en malaga');
    expect(foldText('Enginyeria · Formació Çà')).toBe('enginyeria · formacio ca');
    expect(foldText('España')).toBe('espana');
  });
});

describe('slugify', () => {
  it('joins the folded words with single hyphens, none at either end', () => {
    expect(slugify('Desarrollador/a Full Stack')).toBe('desarrollador-a-full-stack');
    expect(slugify('  ¡Fira d’ocupació 2026!  ')).toBe('fira-d-ocupacio-2026');
    expect(slugify('···')).toBe('');
  });
});

describe('matchesAllWords', () => {
  it('needs every typed word somewhere in the text, in any order, case and accents aside; nothing typed matches all', () => {
    expect(matchesAllWords('informatica GRADO')('Grado en Ingeniería Informática')).toBe(true);
    expect(matchesAllWords('grado derecho')('Grado en Ingeniería Informática')).toBe(false);
    expect(matchesAllWords('  ')('Cualquier texto')).toBe(true);
  });
});

describe('the letters a database query folds', () => {
  it('fold one to one, each to its plain lower-case letter, as foldText does', () => {
    expect([...FOLDED_LETTERS]).toHaveLength([...FOLDABLE_LETTERS].length);
    expect(FOLDED_LETTERS).toMatch(/^[a-z]+$/);
    expect([...FOLDABLE_LETTERS].map(foldText).join('')).toBe(FOLDED_LETTERS);
  });
});
