/**
 * God mode (spec 1 §4, §6): a pass made by staff (API god-mode module: signed, for one institution, expiring),
 * entered at /gma2019 and kept in this browser. Every API call sends it (x-modo-dios), and the server lets the
 * calls through maintenance only while it is valid; here it also hides the mandatory-data pop-ups and keeps the
 * pages out of /mantenimiento until it expires.
 */
const KEY = 'godMode';
/** The contract's GOD_MODE_HEADER, written here: the contract's modules stay out of the entry (god-mode.test.ts holds them equal). */
export const GOD_MODE_HEADER = 'x-modo-dios';

interface Kept {
  pase: string;
  caduca: string;
}

/** The kept pass while it has not expired; none, an old switch ('1') or anything unreadable throw or fail here: off. */
function kept(): Kept | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) as string) as Kept;
    return Date.parse(value.caduca) > Date.now() ? value : null;
  } catch {
    return null;
  }
}

/** The pass the API calls carry, while it has not expired. */
export const godModePass = (): string | null => kept()?.pase ?? null;

export const isGodMode = (): boolean => kept() !== null;

/** When the kept pass stops working (ISO), or null. */
export const godModeExpiry = (): string | null => kept()?.caduca ?? null;

/** Keeps a pass the server has checked, or forgets it (null). */
export function setGodMode(pass: Kept | null): void {
  try {
    if (pass) localStorage.setItem(KEY, JSON.stringify(pass));
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage god mode cannot be kept.
  }
}
