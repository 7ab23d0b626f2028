import { z } from 'zod';
import { defineCall } from './define-call.ts';

/**
 * Visit statistics, only with the visitor's consent and only where the brand flag `analitycs` is on (spec 1: "Analytics
 * run only with a consent cookie"). The web sends a page view to the brand's `analyticsUrl`; the portal's own
 * endpoint below is the default: it counts views per institution, day and page, with no personal data (no
 * address, session, user or identifier of the browser). See docs/decisions.md, "Consent and analytics".
 */

/** The cookie that keeps the visitor's choice: 'si' accepted, 'no' rejected; absent: not asked yet. */
export const CONSENT_COOKIE = 'consentimientoCookies';

export const pageViewBody = z.object({
  /** The page (`location.pathname`), without query or fragment; the server blanks the ids in it. */
  ruta: z.string().trim().min(1, 'required').max(300, 'maxLength').regex(/^\/[^\s?#]*$/, 'malformed'),
});
export type PageView = z.input<typeof pageViewBody>;

export const analyticsCalls = {
  pageView: defineCall({
    name: 'registraVisita',
    method: 'POST',
    path: '/api/Publico/registraVisita',
    roles: 'public',
    summary: "Portal extension: counts a page view (institution, day, page) sent after the visitor's consent; 667 where the brand runs no analytics",
    body: pageViewBody,
    datos: z.object({}).passthrough(),
    changeLog: { exempt: 'visitCounts' },
  }),
} as const;
