import { useCallback, useEffect, useState } from 'react';

/**
 * Dark mode. The toggle shows in the header only on a local host (spec 1 §1); everywhere the stored choice, else
 * the system preference (prefers-color-scheme), decides.
 */
export type ColorScheme = 'light' | 'dark';

const KEY = 'colorScheme';

export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

function storedScheme(): ColorScheme | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function systemScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function initialColorScheme(): ColorScheme {
  return storedScheme() ?? systemScheme();
}

export function applyColorScheme(scheme: ColorScheme): void {
  document.documentElement.dataset.theme = scheme;
  document.documentElement.style.colorScheme = scheme;
}

export function useColorScheme(): { scheme: ColorScheme; toggle: () => void } {
  const [scheme, setScheme] = useState<ColorScheme>(initialColorScheme);

  useEffect(() => applyColorScheme(scheme), [scheme]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      if (!storedScheme()) setScheme(query.matches ? 'dark' : 'light');
    };
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, []);

  const toggle = useCallback(() => {
    setScheme((previous) => {
      const next = previous === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // The choice lasts for this visit only.
      }
      return next;
    });
  }, []);

  return { scheme, toggle };
}
