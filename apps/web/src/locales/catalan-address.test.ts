import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS, catalogue, isCatalanFormal as isFormal, validationText } from '@portal/shared';

const files = import.meta.glob<Record<string, unknown>>('./ca/*.json', { import: 'default', eager: true });

function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, `${path}.${key}`));
}

const formal = (entries: [string, string][]) => entries.filter(([, text]) => isFormal(text)).map(([where, text]) => `${where}: ${text}`);

describe('Catalan form of address', () => {
  it('knows a vós form when it sees one, and leaves tu forms alone', () => {
    const vos = ['Trieu una opció', 'El vostre CV', 'Ja us heu inscrit', 'Poseu-vos en contacte', 'Torneu-ho a provar', 'Indiqueu-ne el nom', 'Deixeu-ho buit',
      'Empleneu el formulari', 'Repetiu la contrasenya', 'Només el veieu vós', 'Ho podríeu revisar?', 'Tasques que fareu', "L'oferta que cerqueu"];
    for (const text of vos) expect(isFormal(text), text).toBe(true);
    const tu = ["Tria una opció", 'El teu CV', "Ja t'has inscrit", "Posa't en contacte", 'Torna-ho a provar', "Indica'n el nom", 'Treu-ne algun', "L'ús de galetes", 'El seu preu',
      'Omple el formulari', 'Repeteix la contrasenya', 'Escriu el motiu', 'Correu electrònic', 'Un curs formatiu actiu', "T'inscriu el servei", 'Deu places'];
    for (const text of tu) expect(isFormal(text), text).toBe(false);
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
