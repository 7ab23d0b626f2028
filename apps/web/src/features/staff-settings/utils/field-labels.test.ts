import { describe, expect, it } from 'vitest';
import { FIELD_AREAS, fieldNamesOf } from '@portal/shared';
import ca from '@/locales/ca/staffContent.json';
import en from '@/locales/en/staffContent.json';
import es from '@/locales/es/staffContent.json';

const LOCALES = { ca, es, en } as const;

describe('field labels of the settings page', () => {
  for (const [language, texts] of Object.entries(LOCALES)) {
    it(`every field of every area has a label in ${language}`, () => {
      const labels = texts.settings.fields.label as Record<string, Record<string, string> | undefined>;
      const missing = FIELD_AREAS.flatMap((area) => fieldNamesOf(area).filter((campo) => !labels[area]?.[campo]?.trim()).map((campo) => `${area}.${campo}`));
      expect(missing).toEqual([]);
    });
  }
});
