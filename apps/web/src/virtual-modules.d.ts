/** Built by apps/web/build/page-texts.ts: the text namespaces each page asks for on its first render, by page id. */
declare module 'virtual:page-texts' {
  export const pageTexts: Record<string, readonly string[]>;
}
