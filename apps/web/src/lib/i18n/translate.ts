/** The texts of one namespace in one language, as its `locales/<language>/<namespace>.json` holds them. */
export type Texts = { [key: string]: unknown };

/** What a `t` call may pass: the values of its `{{placeholders}}`, and the few options the portal uses. */
export interface TranslateOptions {
  /** The namespace(s) to look in instead of the component's (`t('form.x', { ns: 'common' })`). */
  ns?: string | readonly string[];
  /** Chooses the plural form (`key_zero`, `key_one`, `key_other`…) and fills `{{count}}`. */
  count?: number;
  /** Shown when the key has no text (a code from the API the texts do not name yet). */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
/** The CLDR plural category of `count` in `language` ('one', 'other'; 'many' for a million in Spanish and Catalan). */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The keys to try, best first. As i18next: `_zero` when the count is 0 and the texts have one, then the
 * language's plural form; unlike it, `_other` before the bare key, so a form the texts do not write (Spanish
 * 'many' for 1,000,000) reads as the general plural instead of showing the key.
 */
function candidateKeys(language: string, key: string, count: number | undefined): string[] {
  if (count === undefined) return [key];
  const category = pluralCategory(language, count);
  return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${category}`, ...(category === 'other' ? [] : [`${key}_other`]), key];
}

/** A dotted key (`detail.degreeRequired`) walked down the nested texts; only a string is a text. */
function lookUp(texts: Texts | undefined, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Texts)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `{{name}}` replaced by its value, unescaped (React escapes what it renders). As i18next: a placeholder whose
 * name was not passed stays as written; one passed as null or undefined becomes empty.
 */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, rawName: string) => {
    const name = rawName.trim();
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

/**
 * The text of `key` in `language`: `ns:key` names its namespace, else `options.ns`, else the caller's namespaces in
 * order (the first that has the key wins). Without a text, the default value if given, else the key itself (without
 * its namespace), as i18next shows a missing key.
 */
export function translate(
  texts: (namespace: string) => Texts | undefined,
  language: string,
  namespaces: readonly string[],
  fullKey: string,
  options?: TranslateOptions,
): string {
  const separator = fullKey.indexOf(NAMESPACE_SEPARATOR);
  const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
  const optionNamespaces = typeof options?.ns === 'string' ? [options.ns] : options?.ns;
  const searched = separator > 0 ? [fullKey.slice(0, separator)] : (optionNamespaces ?? namespaces);
  const count = typeof options?.count === 'number' ? options.count : undefined;
  const keys = candidateKeys(language, key, count);
  for (const namespace of searched) {
    const bundle = texts(namespace);
    for (const candidate of keys) {
      const text = lookUp(bundle, candidate);
      if (text !== undefined) return interpolate(text, options);
    }
  }
  return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
}
