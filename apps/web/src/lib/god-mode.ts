/**
 * God mode (spec 1 §4, §6): a flag kept in this browser that lets staff use the portal during maintenance and
 * hides the mandatory-data pop-ups. It is a client-side convenience only; the server enforces its own rules.
 */
const KEY = 'godMode';

export function isGodMode(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setGodMode(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage god mode cannot be kept.
  }
}
