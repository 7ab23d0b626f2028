import * as shared from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { callTablesOf } from '../../build/call-tables';

// The web build replaces each contract module's call tables by these descriptors (build/call-descriptors.ts).
describe('the call descriptors the web bundles instead of the contract schemas', () => {
  const tables = callTablesOf(shared as Record<string, unknown>) ?? {};

  it('describe every call of every table by name, method, path and roles, and carry nothing else', () => {
    const described = tables.offerCalls as Record<string, unknown>;
    for (const [key, call] of Object.entries(shared.offerCalls)) {
      expect(described[key]).toEqual({ name: call.name, method: call.method, path: call.path, roles: call.roles });
    }
    // Plain data: a descriptor survives JSON, so no schema (or zod) can ride along.
    expect(JSON.parse(JSON.stringify(tables))).toEqual(tables);
  });

  it('cover every table the contract exports, and only those', () => {
    const callTables = Object.entries(shared).filter(([name]) => name.endsWith('Calls'));
    expect(callTables.length).toBeGreaterThan(20);
    for (const [name, table] of callTables) expect(Object.keys(tables[name] as object)).toEqual(Object.keys(table as object));
    expect(tables).not.toHaveProperty('offerFilters');
    expect(tables).not.toHaveProperty('OFFER_TYPE_NAMES');
  });
});
