import type { ColumnType, Generated } from 'kysely';
import type { DateOnly } from '../../db/column-types.ts';

/* Migration 0007: what the company writes beyond what candidates read, and how it closed an offer. */

/** The company's tutor of the offer (spec 1 §3 "Offer": company tutor data). */
export interface OfferTutor {
  nombre?: string;
  apellidos?: string;
  email?: string;
  telefono?: string;
  cargo?: string;
  titulacion?: string;
  departamento?: string;
  dni?: string;
}

export interface OfferClosuresTable {
  offer_id: number;
  proposed_by_service: boolean;
  hired_name: string | null;
  contract_start: DateOnly | null;
  contract_type_id: number | null;
  by_user_id: number | null;
  at: Generated<Date>;
}

declare module '../offers/offers.tables.ts' {
  interface OffersTable {
    tutor: ColumnType<OfferTutor, string | undefined, string>;
    preferred_candidate: string | null;
    destination_company: string | null;
    order_number: string | null;
    company_remarks: string | null;
    /** Migration 0022: the form's step a draft was left on (null once sent), and the offer a copy was made from. */
    draft_step: number | null;
    copy_of_offer_id: number | null;
  }
}

declare module '../../db/database.ts' {
  interface Database {
    offer_closures: OfferClosuresTable;
  }
}
