import type { PageView } from '@portal/shared';

/**
 * A page view sent to the brand's analytics URL (by default POST /api/Publico/registraVisita, analyticsCalls.pageView):
 * the page's path only. Statistics are best effort: a failure is not the visitor's concern and is not shown.
 */
export function sendPageView(url: string, view: PageView): void {
  void fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(view), keepalive: true }).catch(() => undefined);
}
