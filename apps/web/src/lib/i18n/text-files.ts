import type { TextSource } from './text-store';
import type { Texts } from './translate';

/**
 * The address of every text file (`locales/<language>/<namespace>.json`), found by file name: a namespace added
 * later is picked up without code here (its keys are typed in src/i18next.d.ts). The build emits each file as a
 * hashed asset (assets/<namespace>-<hash>.json, with its .br and .gz, cached for good by the server): texts are
 * data fetched as JSON, not scripts, and only the URLs are in the code.
 */
// `no-inline`: a small file would otherwise be inlined into the script as a data: URL.
const textUrls = import.meta.glob<string>('../../locales/*/*.json', { query: '?url&no-inline', import: 'default', eager: true });
const FILE = /^\.\.\/\.\.\/locales\/([^/]+)\/(.+)\.json$/;

/** [language, namespace] of every text file. */
export const textFiles: readonly (readonly [string, string])[] = Object.keys(textUrls)
  .map((file) => FILE.exec(file))
  .filter((match): match is RegExpExecArray => match !== null)
  .map(([, language, namespace]) => [language ?? '', namespace ?? ''] as const);

export const namespaces: readonly string[] = textFiles.filter(([language]) => language === 'es').map(([, namespace]) => namespace);

/** The URL of a language's texts of a namespace; undefined if there is no such file. */
export function textUrl(language: string, namespace: string): string | undefined {
  return textUrls[`../../locales/${language}/${namespace}.json`];
}

/** The texts of a namespace fetched from their URL; a namespace with no file has no texts. */
export async function fetchTexts(language: string, namespace: string): Promise<Texts> {
  const url = textUrl(language, namespace);
  if (!url) return {};
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Texts;
}

let source: TextSource = fetchTexts;

/**
 * Tests read the files instead of fetching them (jsdom has no server for the URLs): src/testing/texts-from-files.ts
 * calls this before the app's modules load. Only the test setup imports the texts themselves, so the build emits
 * them as data, never as scripts.
 */
export function setTextSource(replacement: TextSource): void {
  source = replacement;
}

/** Where the app's text store gets a namespace from. */
export const loadTexts: TextSource = (language, namespace) => source(language, namespace);
