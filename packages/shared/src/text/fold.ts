/**
 * How the portal compares words a person typed with stored text: lower case, accents and other combining marks
 * dropped ("Técnico" and "tecnico" read alike). The one folding of searches, filters and names in any language.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The accented letters a database query folds, in both cases (lower() of an accented capital depends on the
 * server's locale, so they are translated before lower()). `FOLDED_LETTERS` is computed with `foldText`, so a
 * search folded in SQL (`translate(...)` in the API's lib/text-search.ts) reads exactly as one folded here.
 */
export const FOLDABLE_LETTERS = 'áàâäãåÁÀÂÄÃÅéèêëÉÈÊËíìîïÍÌÎÏóòôöõÓÒÔÖÕúùûüÚÙÛÜýÿÝŸñÑçÇ';
export const FOLDED_LETTERS = foldText(FOLDABLE_LETTERS);

/** Lower-case ASCII words joined by hyphens, for addresses ('Desarrollador/a Full Stack' -> 'desarrollador-a-full-stack'). */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A test of texts against what a person typed: every word must appear, in any order, case and accents aside. */
export function matchesAllWords(query: string): (text: string) => boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return (text) => {
    const folded = foldText(text);
    return words.every((word) => folded.includes(word));
  };
}
