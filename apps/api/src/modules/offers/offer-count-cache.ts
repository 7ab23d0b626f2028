/**
 * Totals of offer lists, kept a few seconds per institution, type, day and filters: a list page then costs its
 * page only, not a count of every match, and many people opening the same list at once share one count (the
 * pending count is shared, not repeated). A total may lag a publication by at most `ttlMs`; with 0 every call counts.
 */
export interface CountCache {
  /**
   * `exact`: the key names everything the total depends on (a candidate's 'fit my CV' set at one version, on one
   * day): it is kept longer, `exactTtlMs`, which only bounds what the key cannot name (an offer deleted outright).
   */
  get(key: string, count: () => Promise<number>, options?: { exact?: boolean }): Promise<number>;
}

const MAX_ENTRIES = 5_000;
const EXACT_TTL_MS = 5 * 60_000;

export function createCountCache(ttlMs: number, clock: () => number = Date.now, exactTtlMs = EXACT_TTL_MS): CountCache {
  const entries = new Map<string, { until: number; total: Promise<number> }>();
  return {
    get(key, count, options) {
      if (ttlMs <= 0) return count();
      const now = clock();
      const held = entries.get(key);
      if (held && held.until > now) return held.total;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const total = count();
      entries.set(key, { until: now + (options?.exact ? Math.max(ttlMs, exactTtlMs) : ttlMs), total });
      // A failed count is not kept: the next call tries again.
      total.catch(() => entries.delete(key));
      return total;
    },
  };
}

export const noCountCache: CountCache = createCountCache(0);
