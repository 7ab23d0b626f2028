import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS, catalogue, validationText } from '@portal/shared';

/**
 * Catalan speaks to the person with "tu", everywhere: one form of address per language. These are the "vós" forms
 * (possessives, pronouns and the second person plural of the verbs the portal uses) that must not come back.
 */
const VOS_WORDS = [
  'vostè', 'vostès', 'vostre', 'vostra', 'vostres', 'vosaltres', 'us',
  'heu', 'havíeu', 'haureu', 'podeu', 'podreu', 'voleu', 'teniu', 'tindreu', 'sou', 'esteu', 'sabeu', 'feu', 'veureu',
  'accediu', 'introduïu', 'trieu', 'escriviu', 'consulteu', 'manteniu', 'seguiu', 'publiqueu', 'reviseu', 'gestioneu',
  'indiqueu', 'completeu', 'comproveu', 'torneu', 'espereu', 'expliqueu', 'deixeu', 'arrossegueu', 'premeu', 'traieu',
  'llegiu', 'proposeu', 'pugeu', 'comuniqueu', 'mantingueu', 'creeu', 'accepteu', 'rebutgeu', 'digueu', 'compliu',
  'creieu', 'recordeu', 'tingueu', 'desactiveu', 'activeu', 'inscriviu', 'sol·liciteu', 'necessiteu', 'seleccioneu',
];
const VOS = new RegExp(`(?<![\\p{L}·])(${VOS_WORDS.join('|')})(?![\\p{L}·])|\\p{L}+-vos(?!\\p{L})|\\p{L}+(?<!tr)(?:eu|iu)-(?:ho|ne|hi|la|les|lo|los|vos)(?!\\p{L})`, 'iu');

const files = import.meta.glob<Record<string, unknown>>('./ca/*.json', { import: 'default', eager: true });

function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, `${path}.${key}`));
}

const formal = (entries: [string, string][]) => entries.filter(([, text]) => VOS.test(text)).map(([where, text]) => `${where}: ${text}`);

describe('Catalan form of address', () => {
  it('knows a vós form when it sees one, and leaves tu forms alone', () => {
    for (const text of ['Trieu una opció', 'El vostre CV', 'Ja us heu inscrit', 'Poseu-vos en contacte', 'Torneu-ho a provar', 'Indiqueu-ne el nom', 'Deixeu-ho buit']) {
      expect(VOS.test(text), text).toBe(true);
    }
    for (const text of ["Tria una opció", 'El teu CV', "Ja t'has inscrit", "Posa't en contacte", 'Torna-ho a provar', "Indica'n el nom", 'Treu-ne algun', "L'ús de galetes", 'El seu preu']) {
      expect(VOS.test(text), text).toBe(false);
    }
  });

  it('uses tu in every Catalan text of the web', () => {
    expect(formal(Object.entries(files).flatMap(([file, content]) => texts(content, file)))).toEqual([]);
  });

  it('uses tu in the shared catalogue of answers and in the validation messages', () => {
    const answers = Object.values(catalogue).flatMap((entry) => texts(entry.texts.ca, `code ${entry.code}`));
    const validation = VALIDATION_KEYS.map((key): [string, string] => [key, validationText(key, 'ca')]);
    expect(formal([...answers, ...validation])).toEqual([]);
  });
});
