import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import direction of the web app, checked on the real import graph of src (the lint rule sees one import at a
 * time and cannot see cycles): shared -> lib, components, config -> features -> app; a feature never imports
 * another feature; no module imports itself back through others.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Static imports and re-exports, and dynamic import() of a literal path (lazy routes). */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))]) {
    try {
      if (statSync(candidate).isFile() && EXTENSIONS.some((e) => candidate.endsWith(e))) return candidate;
    } catch {
      // Not this candidate.
    }
  }
  return null;
}

function buildGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(relative(src, file), targets.map((target) => relative(src, target)));
  }
  return graph;
}

/** The layer of a file: the feature it belongs to, or its top folder. Tests and test helpers are not layered. */
function layerOf(file: string): string {
  const [top, feature] = file.split('/');
  return top === 'features' ? `features/${feature}` : (top ?? file);
}

const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.split('/').includes('testing') || file === 'app/test-app.tsx';

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the import graph of the web app', () => {
  const graph = buildGraph();
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

  it('reads the imports it checks (the alias, relative paths and lazy routes all resolve)', () => {
    expect(edges.some(({ to }) => to.startsWith('features/'))).toBe(true);
    expect(edges.some(({ from, to }) => from.startsWith('app/') && to.startsWith('features/'))).toBe(true);
  });

  it('has no import from one feature into another', () => {
    const crossing = edges
      .filter(({ from, to }) => !isTestCode(from) && from.startsWith('features/') && to.startsWith('features/') && layerOf(from) !== layerOf(to))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(crossing).toEqual([]);
  });

  it('keeps lib, components and config below the features and the app', () => {
    const upward = edges
      .filter(({ from }) => !isTestCode(from) && ['lib', 'components', 'config'].includes(layerOf(from)))
      .filter(({ to }) => to.startsWith('features/') || to.startsWith('app/'))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(upward).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
