/**
 * Totals of offer lists, kept a few seconds per institution, type, day and filters: a list page then costs its
 * page only, not a count of every match, and many people opening the same list at once share one count (the
 * pending count is shared, not repeated). A total may lag a publication by at most `ttlMs`; with 0 every call counts.
 */
export interface CountCache {
  get(key: string, count: () => Promise<number>): Promise<number>;
}

const MAX_ENTRIES = 5_000;

export function createCountCache(ttlMs: number, clock: () => number = Date.now): CountCache {
  const entries = new Map<string, { until: number; total: Promise<number> }>();
  return {
    get(key, count) {
      if (ttlMs <= 0) return count();
      const now = clock();
      const held = entries.get(key);
      if (held && held.until > now) return held.total;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const total = count();
      entries.set(key, { until: now + ttlMs, total });
      // A failed count is not kept: the next call tries again.
      total.catch(() => entries.delete(key));
      return total;
    },
  };
}

export const noCountCache: CountCache = createCountCache(0);
