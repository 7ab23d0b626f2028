/** Lower case without accents: "Ingeniería" is found by typing "ingenieria". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

export function matchesSearch(label: string, query: string): boolean {
  const folded = foldText(query);
  return folded === '' || foldText(label).includes(folded);
}
