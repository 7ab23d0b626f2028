import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Spec 2, the source of truth for the calls' paths (the worktree links `../shared` next to the repository). */
export const SPEC_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/spec/portal-calls-codes-limits.md');

export interface SpecCall {
  method: 'GET' | 'POST';
  /** As the spec writes it: case, trailing slash and `{param}` segments kept; a missing leading slash added. */
  path: string;
  /** `METHOD path`, the key lists use. */
  key: string;
}

const ROLE_WORDS = ['Alumno', 'Empresa'];
const STOPWORDS = new Set(['and', 'or', 'also', 'under', 'all', 'role']);

/** `{Empresa|Alumno}` (written `{Empresa or Alumno}`) and `{role}` name alternatives; other braces are parameters. */
function expandAlternatives(pathText: string): string[] {
  const match = /\{(role|[^}|]+\|[^}]+)\}/.exec(pathText);
  if (!match) return [pathText];
  const options = match[1] === 'role' ? ROLE_WORDS : match[1]!.split('|');
  return options.flatMap((option) => expandAlternatives(pathText.replace(match[0], option)));
}

/** `/api/Alumno/x` -> `/api/Alumno`: what the names after it in the same subsection are relative to. */
function prefixOf(fullPath: string): string {
  return fullPath.split('/').slice(0, 3).join('/');
}

/**
 * Reads the calls out of §7 of spec 2: table rows (method column, path column) and bullets such as
 * `GET /api/Alumno/a; b; POST c/{id}` or `POST (all under /api/Alumno): a, b {id}, c`. A name without a path is
 * relative to the last `/api/<Group>` named in the same subsection; text after a colon or a full stop that
 * follows a call is description.
 */
export function parseSpecCalls(markdown: string): SpecCall[] {
  const section = markdown.slice(markdown.indexOf('## 7.'), markdown.indexOf('## 8.'));
  const calls = new Map<string, SpecCall>();
  let prefixes: string[] = [];

  const add = (method: 'GET' | 'POST', raw: string) => {
    for (const alternative of expandAlternatives(raw)) {
      const written = alternative.startsWith('/') ? alternative : `/${alternative}`;
      const key = `${method} ${written}`;
      if (!calls.has(key)) calls.set(key, { method, path: written, key });
    }
  };

  for (const line of section.split('\n')) {
    if (line.startsWith('###')) prefixes = [];
    const cells = line.startsWith('|') ? line.split('|').map((c) => c.trim()) : undefined;
    const isRow = cells !== undefined && /^(GET|POST)$/.test(cells[1] ?? '');
    if (!isRow && !line.startsWith('- ')) continue;

    let method: 'GET' | 'POST' | undefined = isRow ? (cells![1] as 'GET' | 'POST') : undefined;
    // Alternatives and multi-word parameters become single tokens: {Empresa|Alumno}, {fixed_token}.
    const text = (isRow ? cells![2]! : line.slice(2))
      .replace(/\{(\w+) or (\w+)\}/g, '{$1|$2}')
      .replace(/\{(\w+) (\w+)\}/g, '{$1_$2}');
    const tokens = text.matchAll(
      /\((?:all )?under ([^)]*)\)|\(role (\w+) or (\w+)\)|\([^)]*\)|\s\{[^}]*\}|\b(GET|POST)\b|(\/?api\/[^\s,;:()]*[^\s,;:().])|([A-Za-z][A-Za-z0-9]*(?:\/\{[^}\s]+\})*\/?)|(:)|(\.(?:\s|$))/g,
    );
    let found = false;
    for (const [, under, roleA, roleB, verb, fullPath, name, colon, stop] of tokens) {
      if (under !== undefined) prefixes = under.split(' or ').map((p) => prefixOf(p.startsWith('/') ? p : `/${p}`));
      else if (roleA !== undefined) prefixes = [`/api/${roleA}`, `/api/${roleB}`];
      else if (verb !== undefined) method = verb as 'GET' | 'POST';
      else if ((colon !== undefined || stop !== undefined) && found) break;
      else if (stop !== undefined) break;
      else if (fullPath !== undefined && method) {
        const withSlash = fullPath.startsWith('/') ? fullPath : `/${fullPath}`;
        prefixes = [...new Set(expandAlternatives(withSlash).map(prefixOf))];
        add(method, withSlash);
        found = true;
      } else if (name !== undefined && method && !STOPWORDS.has(name) && prefixes.length > 0) {
        for (const prefix of prefixes) add(method, `${prefix}/${name}`);
        found = true;
      }
    }
  }
  return [...calls.values()];
}

export function readSpecCalls(): SpecCall[] {
  return parseSpecCalls(fs.readFileSync(SPEC_FILE, 'utf8'));
}

const SAMPLES: Record<string, string> = {
  lang: 'es',
  language: 'es',
  type: 'empleo',
  id: '1',
  offer: 'oferta-de-prueba',
  province: '7',
  cif: 'B12345678',
  fixed_token: 'token',
};

/** The path with each `{param}` filled with a plausible sample value. */
export function samplePath(specPath: string): string {
  return specPath.replace(/\{([^}]+)\}/g, (_, name: string) => SAMPLES[name] ?? 'x');
}
