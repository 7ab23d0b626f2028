/**
 * Catalan speaks to the person with "tu", everywhere: one form of address per language. These are the "vós" forms
 * that must not come back: possessives and pronouns, enclitics, and the second person plural of any verb, found by
 * its ending (-eu, -iu: "empleneu", "repetiu", "podríeu") rather than from a list of the verbs used so far, which
 * missed every verb nobody had thought of. The words of those endings that are no such verb are listed below.
 */
const VOS_WORDS = ['vós', 'vostè', 'vostès', 'vostre', 'vostra', 'vostres', 'vosaltres', 'us'];

/** Words ending in -eu or -iu that are no vós verb: nouns, adjectives, numbers and the tu forms of -iure verbs. */
const NOT_VOS = new Set([
  'correu', 'preu', 'seu', 'meu', 'teu', 'veu', 'deu', 'neu', 'peu', 'creu', 'greu', 'lleu', 'europeu', 'museu', 'adéu', 'déu', 'jueu', 'trofeu', 'ateneu', 'romeu',
  'motiu', 'arxiu', 'riu', 'niu', 'caliu', 'escriu', 'inscriu', 'descriu', 'prescriu', 'subscriu', 'viu', 'somriu',
  // tu forms of -eure verbs
  'treu', 'beu', 'jeu',
]);
/** Adjectives in -tiu/-siu (actiu, formatiu, definitiu...) are words, except these verbs of the same ending. */
const VERBS_IN_TIU = new Set(['repetiu', 'sortiu', 'sentiu', 'consentiu', 'permetiu', 'admetiu', 'partiu', 'compartiu', 'mentiu', 'vestiu', 'convertiu', 'advertiu', 'invertiu', 'divertiu', 'competiu', 'assentiu']);

const WORD = /[\p{L}·]+/gu;
const ENCLITIC_VOS = /\p{L}+-vos(?!\p{L})|\p{L}+(?<!tr)(?:eu|iu)-(?:ho|ne|hi|la|les|lo|los|vos)(?!\p{L})/iu;

function isVosWord(word: string): boolean {
  const w = word.toLowerCase();
  if (VOS_WORDS.includes(w)) return true;
  if (!/(eu|iu)$/.test(w) || w.length < 3 || NOT_VOS.has(w)) return false;
  if (/[ts]iu$/.test(w) && !VERBS_IN_TIU.has(w)) return false;
  return true;
}

/** Whether a Catalan text speaks with vós (the portal speaks with tu: docs/decisions.md). */
export const isCatalanFormal = (text: string): boolean => ENCLITIC_VOS.test(text) || (text.match(WORD) ?? []).some(isVosWord);
