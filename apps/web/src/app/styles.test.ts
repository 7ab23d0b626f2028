// The style sheets' rules (docs/decisions.md, "Styles and tokens"): one sheet per component, none over 500 lines;
// raw colours only in the token sheet; font sizes from the type scale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN_SHEET = 'app/tokens.css';
const MAX_LINES = 500;

function sheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sheets(full);
    return entry.name.endsWith('.css') ? [path.relative(src, full).split(path.sep).join('/')] : [];
  });
}

const all = sheets(src);
const read = (file: string) => fs.readFileSync(path.join(src, file), 'utf8');
/** The sheet without its comments, so a comment may name '#main' or an old value. */
const code = (file: string) => read(file).replace(/\/\*[\s\S]*?\*\//g, '');
/** 'file:line: text' for each line of the sheet's code that matches. */
function offending(file: string, pattern: RegExp): string[] {
  return code(file)
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('style sheets', () => {
  it('finds the sheets', () => {
    expect(all).toContain(TOKEN_SHEET);
  });

  it('keeps every sheet under apps/web/src at most 500 lines', () => {
    const long = all.map((file) => ({ file, lines: read(file).split('\n').length })).filter(({ lines }) => lines > MAX_LINES);
    expect(long.map(({ file, lines }) => `${file}: ${lines} lines`)).toEqual([]);
  });

  it('takes colours from the tokens: no hex colour outside the token sheet', () => {
    const raw = all.filter((file) => file !== TOKEN_SHEET).flatMap((file) => offending(file, /#[0-9a-f]{3,8}\b/i));
    expect(raw).toEqual([]);
  });

  it('takes font sizes from the type scale', () => {
    const raw = all
      .filter((file) => file !== TOKEN_SHEET)
      .flatMap((file) => offending(file, /font-size:(?!\s*(?:var\(--font-size-|100%|inherit))/));
    expect(raw).toEqual([]);
  });
});
