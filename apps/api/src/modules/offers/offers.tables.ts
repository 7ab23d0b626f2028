import type { OfferProfileId } from '@portal/shared';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Timestamp, DateOnly, Numeric, Json } from '../../db/column-types.ts';

/** `draft`: a company's offer not sent yet (migration 0022); candidates and the service's queue never read it. */
export type OfferState = 'draft' | 'pending' | 'published' | 'closed' | 'rejected';

export interface OffersTable {
  id: Generated<number>;
  institution_id: string;
  company_id: number;
  url_access: string;
  reference: string;
  profile: OfferProfileId;
  state: Generated<OfferState>;
  title: string;
  description: string;
  tasks: string | null;
  places: Generated<number>;
  schedule: string | null;
  hours_per_day: Numeric | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
  duration_months: number | null;
  dedication_percent: number | null;
  contract_type_id: number | null;
  salary: Numeric | null;
  salary_max: Numeric | null;
  monthly_grant: Numeric | null;
  other_remuneration: string | null;
  modality: 'presencial' | 'remoto' | 'hibrido' | null;
  country_id: number | null;
  province_id: number | null;
  island_id: number | null;
  locality: string | null;
  sector_id: number | null;
  functional_area_id: number | null;
  campus: string | null;
  programme_id: number | null;
  is_tfg_tfm: Generated<boolean>;
  is_international: Generated<boolean>;
  external_enrolment_url: string | null;
  hide_company: Generated<boolean>;
  manager_user_id: number | null;
  requirements: ColumnType<Record<string, unknown>, string | undefined, string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  published_at: Timestamp | null;
  highlighted_on: DateOnly | null;
  expires_on: DateOnly | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Stored by the database (migration 0009): the list's sort keys and the title as the text filter reads it. */
  list_day: GeneratedAlways<string | null>;
  pay: GeneratedAlways<string | null>;
  title_folded: GeneratedAlways<string>;
  /** The transaction that last changed what 'fit my CV' reads of the offer (migration 0016), xid8 as text. */
  match_xid: Generated<string | null>;
  /** The transaction that last changed what the lists filter or sort on (migration 0017), xid8 as text. */
  list_xid: Generated<string | null>;
}

export interface OfferDegreesTable {
  offer_id: number;
  degree_id: number;
  required: Generated<boolean>;
  match_xid: Generated<string | null>;
}

/** Per candidate: what their stored 'fit my CV' set was computed for (migration 0016). */
export interface OfferFitSetsTable {
  candidate_id: number;
  /** A hash of the match SQL with the CV as its parameters: a CV edit (or a change of the rules) gives another. */
  rules_key: string;
  /** xid8 as text: offers changed by this transaction or later are evaluated again at the next read. */
  checked_through: string;
  version: Generated<string>;
  computed_at: Generated<Date>;
}

export interface OfferFitsTable {
  candidate_id: number;
  offer_id: number;
}

/** Per institution: the last transaction that deleted offers or moved them elsewhere (migration 0017). */
export interface OfferListRemovalsTable {
  institution_id: string;
  /** xid8 as text. */
  removed_xid: string;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  profile: number;
  filters: Json;
  created_at: Generated<Date>;
}

export interface OfferViewsTable {
  user_id: number;
  offer_id: number;
  viewed_at: Generated<Date>;
}

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    offers: OffersTable;
    offer_degrees: OfferDegreesTable;
    saved_searches: SavedSearchesTable;
    offer_views: OfferViewsTable;
    offer_fit_sets: OfferFitSetsTable;
    offer_fits: OfferFitsTable;
    offer_list_removals: OfferListRemovalsTable;
  }
}
