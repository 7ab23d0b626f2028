import { afterEach, describe, expect, it } from 'vitest';
import { GOD_MODE_HEADER as CONTRACT_HEADER } from '@portal/shared';
import { GOD_MODE_HEADER, godModeExpiry, godModePass, isGodMode, setGodMode } from './god-mode';

afterEach(() => setGodMode(null));

describe('god mode in this browser', () => {
  it("sends the pass in the contract's header", () => {
    expect(GOD_MODE_HEADER).toBe(CONTRACT_HEADER);
  });

  it('keeps a pass until it expires', () => {
    const caduca = new Date(Date.now() + 60_000).toISOString();
    setGodMode({ pase: 'gm1.a.b', caduca });
    expect([isGodMode(), godModePass(), godModeExpiry()]).toEqual([true, 'gm1.a.b', caduca]);
    setGodMode({ pase: 'gm1.a.b', caduca: new Date(Date.now() - 1).toISOString() });
    expect([isGodMode(), godModePass(), godModeExpiry()]).toEqual([false, null, null]);
  });

  it('takes the old switch or anything unreadable as off', () => {
    localStorage.setItem('godMode', '1');
    expect(isGodMode()).toBe(false);
    localStorage.setItem('godMode', '{broken');
    expect(isGodMode()).toBe(false);
  });
});
