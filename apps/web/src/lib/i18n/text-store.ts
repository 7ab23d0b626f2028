import { translate, type Texts, type TranslateOptions } from './translate';

/** Where the texts of a namespace come from: fetched by URL in the browser, read from the files in tests. */
export type TextSource = (language: string, namespace: string) => Promise<Texts>;

/** A translate function bound to a language and namespaces, typed by whoever hands it out (use-translation.ts). */
export type BoundTranslate = (key: string, options?: TranslateOptions) => string;

const bundleKey = (language: string, namespace: string) => `${language}/${namespace}`;
const RETRIES = 2;
const RETRY_DELAY_MS = 350;

function mergeInto(target: Texts, source: Texts, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    const bothObjects = typeof value === 'object' && value !== null && typeof current === 'object' && current !== null;
    if (bothObjects) mergeInto(current as Texts, value as Texts, overwrite);
    else if (overwrite || current === undefined) target[key] = structuredClone(value);
  }
}

/**
 * The interface language and the texts loaded so far, one bundle per language and namespace, with the part of
 * i18next's instance the portal uses (`language`, `changeLanguage`, `loadNamespaces`, `addResourceBundle`), so a
 * caller written for i18next keeps working. Components read it through `useTranslation`, which subscribes here.
 */
export class TextStore {
  language: string;
  private readonly bundles = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Bundles whose fetch failed: their keys show as they are (as i18next), and the next explicit load retries. */
  private readonly failed = new Set<string>();
  /** Every namespace asked for in any language: a language switch loads them all before it shows. */
  private readonly used = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private switching = 0;

  constructor(
    language: string,
    private readonly source: TextSource,
  ) {
    this.language = language;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A language switch, a bundle added or given up on: the hooks compare what concerns them. */
  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  texts(language: string, namespace: string): Texts | undefined {
    return this.bundles.get(bundleKey(language, namespace));
  }

  /** 'loaded', 'failed' (its keys show) or 'pending' (not asked for yet, or on the way). */
  state(language: string, namespace: string): 'loaded' | 'failed' | 'pending' {
    const key = bundleKey(language, namespace);
    return this.bundles.has(key) ? 'loaded' : this.failed.has(key) ? 'failed' : 'pending';
  }

  /** Loaded, or given up on (its keys then show): nothing left to wait for. */
  isSettled(language: string, namespace: string): boolean {
    return this.state(language, namespace) !== 'pending';
  }

  /** The pending loads of the namespaces of `language` not settled yet, started if need be; undefined when none. */
  pendingLoad(language: string, namespaces: readonly string[]): Promise<void> | undefined {
    const waiting = namespaces.filter((namespace) => !this.isSettled(language, namespace));
    return waiting.length === 0 ? undefined : this.load(language, waiting, { retryFailed: false });
  }

  /** Loads namespaces of the current language (i18next's signature); resolves even if a fetch failed. */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    return this.load(this.language, typeof namespaces === 'string' ? [namespaces] : namespaces, { retryFailed: true });
  }

  private load(language: string, namespaces: readonly string[], { retryFailed }: { retryFailed: boolean }): Promise<void> {
    return Promise.all(
      namespaces.map((namespace) => {
        this.used.add(namespace);
        const key = bundleKey(language, namespace);
        if (this.bundles.has(key) || (!retryFailed && this.failed.has(key))) return undefined;
        let pending = this.loading.get(key);
        if (!pending) {
          pending = this.fetchBundle(language, namespace).finally(() => this.loading.delete(key));
          this.loading.set(key, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  }

  private async fetchBundle(language: string, namespace: string): Promise<void> {
    const key = bundleKey(language, namespace);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const texts = await this.source(language, namespace);
        this.failed.delete(key);
        this.addResourceBundle(language, namespace, texts, true, true);
        return;
      } catch {
        if (attempt >= RETRIES) break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
      }
    }
    this.failed.add(key);
    this.changed();
  }

  /** i18next's `addResourceBundle`: `deep` merges into the texts already there, `overwrite` lets new ones win. */
  addResourceBundle(language: string, namespace: string, resources: Texts, deep = false, overwrite = false): this {
    const key = bundleKey(language, namespace);
    const current = this.bundles.get(key) ?? {};
    if (deep) mergeInto(current, resources, overwrite);
    else Object.assign(current, structuredClone(resources));
    this.bundles.set(key, current);
    this.used.add(namespace);
    this.changed();
    return this;
  }

  /**
   * Loads, in `language`, every namespace used so far, then switches: the screen keeps the previous language
   * until the new one can show whole (no suspended component). When switches overlap, the last one asked wins.
   */
  async changeLanguage(language: string): Promise<void> {
    const switchNumber = ++this.switching;
    await this.load(language, [...this.used], { retryFailed: true });
    if (switchNumber !== this.switching || language === this.language) return;
    this.language = language;
    this.changed();
  }

  /** The translate function of a language and namespaces (the first namespace that has a key wins). */
  getFixedT(language: string, namespaces: readonly string[]): BoundTranslate {
    return (key, options) => translate((namespace) => this.texts(language, namespace), language, namespaces, key, options);
  }
}
