import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DateOnly, Json } from '../../db/column-types.ts';

export type CommunicationAudience = 'Alumno' | 'Empresa' | 'all';

export interface CommunicationsTable {
  id: Generated<number>;
  institution_id: string;
  audience: CommunicationAudience;
  date_from: DateOnly;
  date_to: DateOnly | null;
  description_ca: string;
  description_es: string;
  description_en: string;
  link: string | null;
  created_at: Generated<Date>;
}

export interface GuidesTable {
  id: Generated<number>;
  institution_id: string;
  title_ca: string;
  title_es: string;
  title_en: string;
  description_ca: string;
  description_es: string;
  description_en: string;
  file_id: string | null;
  url: string | null;
  image_url: string | null;
  sort: Generated<number>;
  created_at: Generated<Date>;
}

export interface EventsTable {
  id: Generated<number>;
  institution_id: string;
  url_access: string;
  title: string;
  category: string;
  starts_at: Timestamp;
  place: string;
  image_url: string | null;
  featured: Generated<boolean>;
  lead: Generated<string>;
  /** Per language: { title, place, lead } where the service translated them (migration 0010). */
  translations: Json;
  /** Migration 0012: the description as written (its translations in `translations`), gallery images and video links. */
  description: Generated<string>;
  gallery: Json;
  videos: Json;
  /** Migration 0042 (events): the places of the event; null for unlimited. */
  capacity: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
}

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    communications: CommunicationsTable;
    guides: GuidesTable;
    events: EventsTable;
  }
}
