import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/config/routes';

/** Every text file, read as the app's loader finds them (locales/<language>/<namespace>.json). */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default', eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, texts] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/(.+)\.json$/.exec(file) ?? [];
  if (language && namespace) (resources[language] ??= {})[namespace] = texts;
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('give Catalan and English every key of Spanish, and nothing else', () => {
    expect(Object.keys(resources).sort()).toEqual(['ca', 'en', 'es']);
    for (const namespace of Object.keys(resources.es ?? {})) {
      const spanish = keys(resources.es?.[namespace]).sort();
      expect(keys(resources.ca?.[namespace]).sort(), `ca/${namespace}`).toEqual(spanish);
      expect(keys(resources.en?.[namespace]).sort(), `en/${namespace}`).toEqual(spanish);
    }
  });

  it('have no empty text', () => {
    for (const [language, namespaces] of Object.entries(resources)) {
      for (const [namespace, texts] of Object.entries(namespaces)) {
        for (const key of keys(texts)) {
          const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
          expect(typeof text === 'string' && text.trim() !== '', `${language}/${namespace}:${key}`).toBe(true);
        }
      }
    }
  });

  it('name every route in every language', () => {
    for (const route of appRoutes) {
      expect(resources.es?.common?.routes, route.name).toHaveProperty([route.name]);
    }
  });
});
