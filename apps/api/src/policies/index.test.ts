import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { policies } from './index.ts';

/** Every policy a feature declares is in the registry, so no service can call one the registry does not list. */
describe('the registry of policies', () => {
  it("holds every policy of every feature's *.policy.ts", async () => {
    const modules = new URL('../modules/', import.meta.url);
    const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.policy.ts'));
    expect(files.length).toBeGreaterThan(0);
    const registered = new Set<unknown>(Object.values(policies));
    const missing: string[] = [];
    for (const file of files) {
      const exports = (await import(new URL(file, modules).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (value && typeof value === 'object' && 'rules' in value && !registered.has(value)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
