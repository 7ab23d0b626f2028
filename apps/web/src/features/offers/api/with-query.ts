import type { CallDefinition } from '@portal/shared';

/**
 * GET calls carry their filters in the query string. URLSearchParams percent-encodes every ':' of the values, so
 * the API client's `:param` filling never touches the query part.
 */
export function withQuery(call: Pick<CallDefinition, 'method' | 'path'>, query: URLSearchParams): Pick<CallDefinition, 'method' | 'path'> {
  const text = query.toString();
  return { method: call.method, path: text ? `${call.path}?${text}` : call.path };
}
