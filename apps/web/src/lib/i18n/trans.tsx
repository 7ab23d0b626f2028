import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { Namespace, ParseKeys, TFunction } from 'i18next';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

interface TransProps<Ns extends Namespace> {
  t: TFunction<Ns>;
  i18nKey: ParseKeys<Ns>;
  /** The elements named by the text's tags: `<conditions>…</conditions>` renders `components.conditions` around `…`. */
  components: Record<string, ReactElement>;
}

/**
 * A text with elements inside (a link in a sentence), written in the texts as named tags so each language places
 * them where its grammar wants. Only flat tags (no tag inside another); a tag with no element shows its inner text.
 */
export function Trans<Ns extends Namespace>({ t, i18nKey, components }: TransProps<Ns>): ReactNode {
  const text = (t as unknown as (key: string) => string)(i18nKey as string);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : <Fragment key={parts.length}>{inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
