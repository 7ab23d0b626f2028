/** The footer's "Cookies" link asks the consent banner (features/analytics, loaded lazily) to withdraw and ask again. */
export const COOKIE_PREFERENCES_EVENT = 'cookies';
