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

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined): string {
  const keys: string[] = [];
  for (let at = visit; at !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The first string inside `value` (an object, array or string, as parsed from JSON or a query string) that holds
 * control characters, as a dotted field path ('' for `value` itself); `undefined` when there is none.
 * The walk keeps its own stack rather than recursing, so no nesting can overflow the call stack, and builds a
 * path only for the field it reports, so the cost stays linear in the size of `value`.
 */
export function findControlCharacters(value: unknown, options: { multiline?: boolean } = {}): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value, options) ? '' : undefined;
  const pending: Visit[] = [];
  const enter = (container: unknown, parent: Visit | undefined) => {
    if (container === null || typeof container !== 'object') return;
    // Reversed onto the stack so the fields are visited, and the first bad one reported, in their own order.
    const entries = Object.entries(container);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      pending.push({ value: item, key, parent });
    }
  };
  enter(value, undefined);
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if (hasControlCharacters(visit.key, { multiline: false })) return pathOf(visit);
    if (typeof visit.value === 'string') {
      if (hasControlCharacters(visit.value, options)) return pathOf(visit);
    } else {
      enter(visit.value, visit);
    }
  }
  return undefined;
}
