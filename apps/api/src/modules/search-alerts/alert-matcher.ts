import { EXPIRING_SOON_DAYS, foldText, offerFilters, type OfferFilters } from '@portal/shared';
import { searchWords } from '../../lib/text-search.ts';
import { addDays } from '../offers/index.ts';
import type { AlertOffer } from './search-alerts.repository.ts';

/**
 * The offers list's filters (offers/offer-list.repository.ts, `filteredOffers`) applied in memory to a day's new
 * offers, so one pass answers every watched search from one read of the offers, not a query per search. The
 * agreement of the two is tested over the demo offers with drawn filters (alert-matcher.test.ts): a filter added
 * to the list must be added here, or that test fails.
 */

/** An offer with its texts folded once for the whole pass, not once per search. */
export interface PreparedOffer extends AlertOffer {
  foldedTitle: string;
  foldedLocality: string;
  foldedTags: string[];
}

export function prepareOffer(offer: AlertOffer): PreparedOffer {
  return { ...offer, foldedTitle: foldText(offer.title_folded), foldedLocality: foldText(offer.locality ?? ''), foldedTags: offer.tags.map((tag) => foldText(tag)) };
}

/** What a filter needs from outside the offer, resolved once per distinct value by the pass. */
export interface ResolvedFilters {
  filters: OfferFilters;
  /** The typed words, folded once per search (the list's reading of `texto` and `localidad`). */
  titleWords?: string[];
  localityWords?: string[];
  /** Every spelling of the chosen tag (the tags catalogue, all languages), folded. */
  tagKeys?: ReadonlySet<string>;
  /** The degrees of the chosen degree area. */
  areaDegreeIds?: ReadonlySet<number>;
}

/** A saved search's stored filters, read as the list reads a query string; unreadable ones match nothing. */
export function readStoredFilters(stored: unknown): OfferFilters | undefined {
  const parsed = offerFilters.safeParse(stored ?? {});
  return parsed.success ? parsed.data : undefined;
}

/** The words of the locality filter as the list reads them: split as typed, at most eight, each folded. */
export const localityWords = (typed: string) =>
  typed
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map(foldText);

/**
 * Whether the offer is in the list the filters give, for a candidate who holds a live candidacy in the offers of
 * `enrolled` (its ids), on `today`. 'Fit my CV' is not decided here: the pass checks it afterwards, for the few
 * searches that ask for it and match everything else. The history list ('historial') never alerts.
 */
export function matchesFilters(offer: PreparedOffer, search: ResolvedFilters, today: string, enrolled: (offerId: number) => boolean): boolean {
  const f = search.filters;
  if (f.historial) return false;
  if (f.texto && !(search.titleWords ?? searchWords(f.texto)).every((word) => offer.foldedTitle.includes(word))) return false;
  if (f.localidad && !(search.localityWords ?? localityWords(f.localidad)).every((word) => offer.foldedLocality.includes(word))) return false;
  if (f.provincia !== undefined && offer.province_id !== f.provincia) return false;
  if (f.contrato !== undefined && offer.contract_type_id !== f.contrato) return false;
  if (f.modalidad && offer.modality !== f.modalidad) return false;
  if (f.tfgTfm && !offer.is_tfg_tfm) return false;
  if (f.internacional && !offer.is_international) return false;
  if (f.salarioMin !== undefined && (offer.pay === null || Number(offer.pay) < f.salarioMin)) return false;
  if (f.caducanPronto && (offer.expires_on === null || offer.expires_on < today || offer.expires_on > addDays(today, EXPIRING_SOON_DAYS))) return false;
  if (f.etiqueta) {
    const keys = search.tagKeys ?? new Set([foldText(f.etiqueta.trim())]);
    if (!offer.foldedTags.some((tag) => keys.has(tag))) return false;
  }
  if (f.titulacion !== undefined && !offer.degree_ids.includes(f.titulacion)) return false;
  if (search.areaDegreeIds !== undefined && !offer.degree_ids.some((id) => search.areaDegreeIds?.has(id))) return false;
  if (f.omitirInscritas && enrolled(offer.id)) return false;
  return true;
}
