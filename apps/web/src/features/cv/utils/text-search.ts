import { foldText } from '@portal/shared';

/**
 * A picker's label search: the portal's folding (case and accents aside), and spacing marks such as the Catalan
 * middle dot dropped as well, so "intelligencia" finds "Intel·ligència". The shared fold keeps them, since
 * addresses are built from it.
 */
const forPicker = (text: string) => foldText(text).replace(/\p{Diacritic}/gu, '').trim();

export function matchesSearch(label: string, query: string): boolean {
  const folded = forPicker(query);
  return folded === '' || forPicker(label).includes(folded);
}
