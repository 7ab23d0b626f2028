import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * A feature's calls live in `packages/shared/src/contract/<feature>.ts`; index.ts re-exports each file, and that line is the only
 * central edit a new contract file needs. The API and the web both import the calls through it, so a file left
 * out would be a contract neither side can reach.
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/shared/src/contract');

describe('the contract index', () => {
  it('re-exports every contract file', () => {
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts');
    const index = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8');
    const exported = [...index.matchAll(/^export \* from '\.\/([^']+)';$/gm)].map((match) => match[1]);
    expect(files.filter((file) => !exported.includes(file)), 'contract files missing from packages/shared/src/contract/index.ts').toEqual([]);
  });
});
