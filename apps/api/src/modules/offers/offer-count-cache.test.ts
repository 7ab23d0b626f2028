import { describe, expect, it } from 'vitest';
import { createCountCache } from './offer-count-cache.ts';

describe('the offer count cache', () => {
  it('shares one count between callers within its life, then counts again', async () => {
    let now = 0;
    let counted = 0;
    const cache = createCountCache(10_000, () => now);
    const count = async () => ++counted;
    const [a, b] = await Promise.all([cache.get('k', count), cache.get('k', count)]);
    expect([a, b, counted]).toEqual([1, 1, 1]);
    now = 9_999;
    expect(await cache.get('k', count)).toBe(1);
    expect(await cache.get('other', count)).toBe(2);
    now = 10_001;
    expect(await cache.get('k', count)).toBe(3);
  });

  it('keeps a total whose key names all it depends on for longer, and never with a life of 0', async () => {
    let now = 0;
    let counted = 0;
    const cache = createCountCache(10_000, () => now, 60_000);
    const count = async () => ++counted;
    expect(await cache.get('exact', count, { exact: true })).toBe(1);
    expect(await cache.get('usual', count)).toBe(2);
    now = 30_000;
    expect(await cache.get('exact', count, { exact: true })).toBe(1);
    expect(await cache.get('usual', count)).toBe(3);
    now = 60_001;
    expect(await cache.get('exact', count, { exact: true })).toBe(4);
    const none = createCountCache(0);
    await none.get('k', count, { exact: true });
    await none.get('k', count, { exact: true });
    expect(counted).toBe(6);
  });

  it('counts every time with a life of 0, and forgets a failed count', async () => {
    let counted = 0;
    const none = createCountCache(0);
    await none.get('k', async () => ++counted);
    await none.get('k', async () => ++counted);
    expect(counted).toBe(2);
    const cache = createCountCache(10_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
