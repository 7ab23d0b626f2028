/**
 * Control characters have no place in what a person types: a NUL byte is refused by PostgreSQL (a 500 if it got
 * that far) and the others hide text or break headers and logs. Line breaks and tabs are allowed in bodies
 * (descriptions, presentations are multi-line); path segments and query strings allow none.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole purpose
const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * Half of a UTF-16 surrogate pair standing alone (JSON can carry `"\ud800"`) is no character at all: it cannot be
 * written as UTF-8, so PostgreSQL would refuse it with a 500. Refused with the control characters, by the same rule.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline === false ? IN_LINE : IN_TEXT).test(value) || LONE_SURROGATE.test(value);
}

/**
 * The first string inside `value` (an object, array or string, as parsed from JSON or a query string) that holds
 * control characters, as a dotted field path ('' for `value` itself); `undefined` when there is none.
 */
export function findControlCharacters(value: unknown, options: { multiline?: boolean } = {}, path = ''): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value, options) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key, { multiline: false })) return path ? `${path}.${key}` : key;
    const found = findControlCharacters(item, options, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
