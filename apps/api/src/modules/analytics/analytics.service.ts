import { sql } from 'kysely';
import { Status, type BrandConfig, type PageView } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { RateRule } from '../../lib/rate-limit.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { blankIds } from '../client-errors/index.ts';
import './analytics.tables.ts';

/** Page views per address: a browsing person sends a few a minute; a script posting at will stops being counted. */
export const VIEWS_PER_IP: RateRule = { bucket: 'page-views-ip', max: 300, windowSeconds: 10 * 60 };

/** Where the brand runs no analytics (flag analitycs off, as set by staff too), nothing is counted: 667. */
export function assertAnalyticsOn(brand: BrandConfig): void {
  if (!brand.flags.analitycs) throw new AppError(Status.AnalyticsOff);
}

/** Counts one view in the page's row of the day. */
export async function recordPageView(db: DbHandle, institutionId: string, view: PageView, now: Date): Promise<void> {
  await db
    .insertInto('page_views')
    .values({ institution_id: institutionId, day: now.toISOString().slice(0, 10), route: blankIds(view.ruta), last_at: now })
    .onConflict((oc) => oc.columns(['institution_id', 'day', 'route']).doUpdateSet({ count: sql<number>`page_views.count + 1`, last_at: now }))
    .execute();
}
