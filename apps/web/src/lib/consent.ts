/** The footer's "Cookies" link asks the consent banner (features/analytics, loaded lazily) to withdraw and ask again. */
export const COOKIE_PREFERENCES_EVENT = 'cookies';

let unanswered = false;

/**
 * The footer's "Cookies": the banner withdraws the consent and asks again. The banner loads after first paint; a
 * tap that comes before it listens (a slow phone, a quick reader) is kept, and the banner answers it when it mounts.
 */
export function askCookiePreferences(): void {
  unanswered = true;
  dispatchEvent(new Event(COOKIE_PREFERENCES_EVENT));
}

/** For the banner: whether the footer asked and no banner has answered yet. Each ask is answered once. */
export function takeCookiePreferencesAsk(): boolean {
  const asked = unanswered;
  unanswered = false;
  return asked;
}
