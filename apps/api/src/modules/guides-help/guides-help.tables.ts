import type { Generated } from 'kysely';
import type { InfoPageName } from '@portal/shared';

/* Migration 0045: the service's information pages (career guidance, help), merged into `Database`. */

export interface InfoPagesTable {
  id: Generated<number>;
  institution_id: string;
  page: InfoPageName;
  title_es: string;
  title_ca: string;
  title_en: string;
  body_es: string;
  body_ca: string;
  body_en: string;
  /** Null while a draft: candidates never see it. */
  published_at: Date | null;
  updated_at: Generated<Date>;
}

declare module '../../db/database.ts' {
  interface Database {
    info_pages: InfoPagesTable;
  }
}
