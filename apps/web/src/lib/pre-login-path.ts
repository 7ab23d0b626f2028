/**
 * The path a visitor asked for before being sent to /login (spec 1 §4); kept for the tab only, in session
 * storage, and read once after the login.
 */
const KEY = 'preLoginPath';

/** Only same-origin application paths are kept, so a crafted value cannot send the user elsewhere. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function savePreLoginPath(path: string): void {
  if (!isSafePath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage unavailable (private mode): the user simply lands on home after the login.
  }
}

export function takePreLoginPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isSafePath(path) ? path : null;
  } catch {
    return null;
  }
}
