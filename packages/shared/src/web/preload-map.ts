/**
 * What the web build tells the server it may announce with a page's HTML (`dist/preloads.json`, written by
 * apps/web/build/page-preloads.ts, read by apps/api/src/plugins/spa-preloads.ts): for each page, the files its
 * lazy chunk brings (scripts and styles the entry does not already load) and its text namespaces; for each
 * language, where each namespace's texts and the status messages are. Paths are absolute URLs of the build.
 */
export interface PreloadMap {
  /** The client routes in the router's order: Spanish and Catalan path patterns (`:param` is one segment). */
  routes: { patterns: string[]; page: string }[];
  pages: Record<string, { scripts: string[]; styles: string[]; texts: string[] }>;
  /** language → namespace → URL ('common' included). */
  texts: Record<string, Record<string, string>>;
  /** language → URL of the status messages' texts. */
  catalogue: Record<string, string>;
}

export const PRELOADS_FILE = 'preloads.json';
