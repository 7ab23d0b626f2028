import { OFFER_SORTS, offerFilters, type OfferFilters, type OfferSort, type OfferTypeName } from '@portal/shared';
import type { RouteName } from '@/config/routes';
import { toSearch } from '@/lib/api-client';

/**
 * The offer filters live in the page's query string (shareable, and the back button undoes a change). The same
 * names and values go to the API (`offerFilters` of the contract), so the URL of the page and the query of the
 * call are the same object.
 */
export type FilterKey = keyof OfferFilters;

export const FILTER_KEYS = Object.keys(offerFilters.shape) as FilterKey[];

/** The filters that hide behind "more filters"; the others are always in view. */
export const ADVANCED_FILTER_KEYS: readonly FilterKey[] = [
  'localidad',
  'areaTitulacion',
  'etiqueta',
  'contrato',
  'salarioMin',
  'modalidad',
  'tfgTfm',
  'internacional',
  'historial',
];

/**
 * Reads the filters of a query string (or of a saved search). Each key is checked on its own: a hand-edited or
 * outdated value drops only that filter instead of the whole search.
 */
export function readFilters(source: URLSearchParams | Record<string, unknown>): OfferFilters {
  const get = (key: string): unknown => (source instanceof URLSearchParams ? (source.get(key) ?? undefined) : source[key]);
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const parsed = offerFilters.shape[key].safeParse(get(key));
    if (parsed.success && parsed.data !== undefined && parsed.data !== false) filters[key] = parsed.data;
  }
  return filters as OfferFilters;
}

/** The order of the list (`orden`), beside the filters in the query string; the server's default when absent. */
export function readSort(source: URLSearchParams): OfferSort | undefined {
  const value = source.get('orden');
  return OFFER_SORTS.find((sort) => sort === value && sort !== 'fecha');
}

/** The query-string form of the filters (and the order): switched-off flags and empty values are left out. */
export function filtersToSearch(filters: OfferFilters, sort?: OfferSort): URLSearchParams {
  const search = new URLSearchParams(toSearch(Object.fromEntries(FILTER_KEYS.map((key) => [key, filters[key]]))));
  if (sort && sort !== 'fecha') search.set('orden', sort);
  return search;
}

/**
 * The filters whose own options the panel offers: their options are read without them (and without each other),
 * so choosing Madrid still offers every province instead of Madrid only.
 */
export const OPTION_FILTER_KEYS: readonly FilterKey[] = ['provincia', 'localidad', 'titulacion', 'areaTitulacion', 'etiqueta', 'contrato', 'salarioMin', 'modalidad'];

export function withoutOptionFilters(filters: OfferFilters): OfferFilters {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => !OPTION_FILTER_KEYS.includes(key as FilterKey))) as OfferFilters;
}

export function countActiveFilters(filters: OfferFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== undefined && filters[key] !== false).length;
}

export function hasAdvancedFilter(filters: OfferFilters): boolean {
  return ADVANCED_FILTER_KEYS.some((key) => filters[key] !== undefined && filters[key] !== false);
}

/** The list route and the detail route of each offer type. */
export const OFFER_ROUTES = {
  empleo: { list: 'job-offers', detail: 'job-offer' },
  practicas: { list: 'internship-offers', detail: 'internship-offer' },
} as const satisfies Record<OfferTypeName, { list: RouteName; detail: RouteName }>;

export function offerTypeOfRoute(routeName: string | undefined): OfferTypeName {
  return routeName === 'internship-offers' || routeName === 'internship-offer' ? 'practicas' : 'empleo';
}

/** History state of an offer page opened from its list: going back returns to the list as it was left. */
export const FROM_LIST = 'fromOfferList';
