/** The most rows one CSV export writes: far above any institution's lists, low enough to stay a quick download. */
export const EXPORT_MAX_ROWS = 50_000;
