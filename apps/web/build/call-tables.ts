/** What the web reads of a call at run time: where and how to send it (types come from the contract itself). */
export interface CallDescriptor {
  name: string;
  method: string;
  path: string;
  roles: readonly string[] | 'public';
}

function isCall(value: unknown): value is CallDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const call = value as Partial<CallDescriptor>;
  return typeof call.method === 'string' && typeof call.path === 'string' && typeof call.name === 'string' && 'datos' in call;
}

const describe = ({ name, method, path: callPath, roles }: CallDescriptor): CallDescriptor => ({ name, method, path: callPath, roles });

/**
 * The call tables a contract module exports (`export const offerCalls = { list: defineCall(...), ... }`, or a single
 * `defineCall`), as zod-free descriptors, by export name; undefined when the module exports none.
 */
export function callTablesOf(exports: Record<string, unknown>): Record<string, unknown> | undefined {
  const tables: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(exports)) {
    if (isCall(value)) tables[name] = describe(value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const entries = Object.entries(value);
      if (entries.length > 0 && entries.every(([, call]) => isCall(call))) {
        tables[name] = Object.fromEntries(entries.map(([key, call]) => [key, describe(call as CallDescriptor)]));
      }
    }
  }
  return Object.keys(tables).length > 0 ? tables : undefined;
}
