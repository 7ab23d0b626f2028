import { useEffect, useState } from 'react';
import { HEADER_SHRINK_NARROW_PX, HEADER_SHRINK_WIDE_PX } from '@portal/shared';

/** Screens at least this wide use the wide threshold (spec 2 §9: 120 px wide, 70 px narrow). */
export const WIDE_SCREEN_QUERY = '(min-width: 48rem)';

export function shrinkThreshold(wide: boolean): number {
  return wide ? HEADER_SHRINK_WIDE_PX : HEADER_SHRINK_NARROW_PX;
}

/** True once the page has scrolled past the threshold of the screen size. */
function wideScreen(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : null;
}

function isPastThreshold(): boolean {
  return window.scrollY > shrinkThreshold(wideScreen()?.matches ?? true);
}

export function useHeaderShrink(): boolean {
  const [compact, setCompact] = useState(isPastThreshold);
  useEffect(() => {
    const wide = wideScreen();
    const update = () => setCompact(isPastThreshold());
    window.addEventListener('scroll', update, { passive: true });
    wide?.addEventListener?.('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      wide?.removeEventListener?.('change', update);
    };
  }, []);
  return compact;
}
