/** A device or address an account signed in from (migration 0018), by SHA-256 of the cookie's id or the address. */
export interface KnownSignInsTable {
  user_id: number;
  kind: 'address' | 'device';
  fingerprint: string;
  last_signed_in_at: Date;
}

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    known_sign_ins: KnownSignInsTable;
  }
}
