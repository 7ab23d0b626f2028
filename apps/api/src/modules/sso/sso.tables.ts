import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';
import type { SsoCandidateField } from '@portal/shared';

/** An institution's single sign-on settings (migration 0050). `client_secret` never leaves modules/sso. */
export interface InstitutionSsoTable {
  institution_id: string;
  enabled: Generated<boolean>;
  issuer: Generated<string>;
  client_id: Generated<string>;
  client_secret: Generated<string>;
  claim: Generated<string>;
  candidate_field: Generated<SsoCandidateField>;
  updated_by_user_id: number | null;
  updated_at: Generated<Date>;
}

/** A single sign-on begun and not yet answered (migration 0051; the survey it was begun for, 0053). */
export interface SsoLoginsTable {
  id: Generated<number>;
  institution_id: string;
  state_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Begun on a survey's access page: only that survey's answer call takes it. Null: the candidates' login. */
  survey_id: number | null;
  /** The person accepted that survey's data-protection clause before leaving for the provider. */
  survey_clause_accepted: Generated<boolean>;
}

declare module '../../db/database.ts' {
  interface Database {
    institution_sso: InstitutionSsoTable;
    sso_logins: SsoLoginsTable;
  }
}
