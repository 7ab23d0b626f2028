import { describe, expect, it } from 'vitest';
import { interpolate, translate, type Texts, type TranslateOptions } from './translate';

const texts: Record<string, Record<string, Texts>> = {
  es: {
    offers: {
      count_zero: 'Ninguna oferta',
      count_one: '{{count}} oferta',
      count_other: '{{count}} ofertas',
      home: { loading: 'Cargando ofertas…' },
      shared: 'de ofertas',
    },
    home: { title: 'Hola, {{name}}', shared: 'de inicio', files_one: '{{count}} archivo', files_other: '{{count}} archivos' },
    common: { form: { counter: '{{used}} de {{max}}' } },
  },
  ca: {
    offers: { count_one: '{{count}} oferta', count_other: '{{count}} ofertes' },
  },
  en: {
    offers: { count_zero: 'No offers', count_one: '{{count}} offer', count_other: '{{count}} offers' },
  },
};
const t = (language: string, namespaces: string[], key: string, options?: TranslateOptions) =>
  translate((namespace) => texts[language]?.[namespace], language, namespaces, key, options);

describe('the translator', () => {
  it('finds a dotted key in the nested texts and fills its placeholders, unescaped', () => {
    expect(t('es', ['offers'], 'home.loading')).toBe('Cargando ofertas…');
    expect(t('es', ['home'], 'title', { name: '<Ana & Co>' })).toBe('Hola, <Ana & Co>');
    expect(t('es', ['common'], 'form.counter', { used: 3, max: 10 })).toBe('3 de 10');
  });

  it('keeps a placeholder nobody passed, and empties one passed without a value', () => {
    expect(interpolate('Hola, {{name}} ({{ role }})', { role: 'admin' })).toBe('Hola, {{name}} (admin)');
    expect(interpolate('Hola, {{name}}', { name: undefined })).toBe('Hola, ');
    expect(interpolate('{{a}}{{a}}', { a: 0 })).toBe('00');
  });

  it('chooses the plural form of the language, and the _zero text when the count is 0 and there is one', () => {
    expect(t('es', ['offers'], 'count', { count: 0 })).toBe('Ninguna oferta');
    expect(t('es', ['offers'], 'count', { count: 1 })).toBe('1 oferta');
    expect(t('es', ['offers'], 'count', { count: 2 })).toBe('2 ofertas');
    expect(t('en', ['offers'], 'count', { count: 0 })).toBe('No offers');
    expect(t('en', ['offers'], 'count', { count: 1 })).toBe('1 offer');
    expect(t('en', ['offers'], 'count', { count: 7 })).toBe('7 offers');
    // Catalan writes no _zero: 0 takes the general plural, as i18next.
    expect(t('ca', ['offers'], 'count', { count: 0 })).toBe('0 ofertes');
    expect(t('ca', ['offers'], 'count', { count: 1 })).toBe('1 oferta');
    expect(t('ca', ['offers'], 'count', { count: 3 })).toBe('3 ofertes');
    expect(t('es', ['home'], 'files', { count: 0 })).toBe('0 archivos');
  });

  it('reads a plural form the texts do not write (Spanish "many": a million) as the general plural', () => {
    expect(t('es', ['offers'], 'count', { count: 1_000_000 })).toBe('1000000 ofertas');
  });

  it('looks in the namespaces in order, in the one a key names (ns:key), or in the one the options name', () => {
    expect(t('es', ['offers', 'home'], 'shared')).toBe('de ofertas');
    expect(t('es', ['home', 'offers'], 'shared')).toBe('de inicio');
    expect(t('es', ['offers', 'home'], 'title', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('es', ['home'], 'offers:home.loading')).toBe('Cargando ofertas…');
    expect(t('es', ['home'], 'form.counter', { ns: 'common', used: 1, max: 2 })).toBe('1 de 2');
  });

  it('gives the default value (filled) of a key without text, else the key without its namespace', () => {
    expect(t('es', ['offers'], 'level.C1', { defaultValue: 'C1' })).toBe('C1');
    expect(t('es', ['offers'], 'level.C1', { defaultValue: 'nivel {{n}}', n: 'C1' })).toBe('nivel C1');
    expect(t('es', ['offers'], 'home.loading', { defaultValue: 'unused' })).toBe('Cargando ofertas…');
    expect(t('es', ['offers'], 'no.such.key')).toBe('no.such.key');
    expect(t('es', ['home'], 'offers:no.such.key')).toBe('no.such.key');
    // A key naming a group of texts is not a text.
    expect(t('es', ['offers'], 'home')).toBe('home');
    expect(t('fr', ['offers'], 'home.loading')).toBe('home.loading');
  });
});
