import { sql } from 'kysely';
import type { SsoCandidateField } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import './sso.tables.ts';

export interface SsoRow {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  claim: string;
  field: SsoCandidateField;
}

/** An institution without a row has single sign-on off, the claim `email` matched against the candidate's e-mail. */
export const SSO_DEFAULTS: SsoRow = { enabled: false, issuer: '', clientId: '', clientSecret: '', claim: 'email', field: 'email' };

export async function findSso(db: DbHandle, institutionId: string): Promise<SsoRow> {
  const row = await db.selectFrom('institution_sso').selectAll().$call(inInstitution(institutionId)).executeTakeFirst();
  if (!row) return SSO_DEFAULTS;
  return { enabled: row.enabled, issuer: row.issuer, clientId: row.client_id, clientSecret: row.client_secret, claim: row.claim, field: row.candidate_field };
}

export async function saveSso(db: DbHandle, institutionId: string, sso: SsoRow, userId: number | null): Promise<void> {
  const values = {
    enabled: sso.enabled,
    issuer: sso.issuer,
    client_id: sso.clientId,
    client_secret: sso.clientSecret,
    claim: sso.claim,
    candidate_field: sso.field,
    updated_by_user_id: userId,
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('institution_sso')
    .values({ institution_id: institutionId, ...values })
    .onConflict((oc) => oc.column('institution_id').doUpdateSet(values))
    .execute();
}

/** The survey a sign-on is begun for (its number and key) and whether its clause was accepted first. */
export interface SignOnSurvey {
  id: number;
  key: string;
  clauseAccepted: boolean;
}

export async function savePendingLogin(
  db: DbHandle,
  row: { institutionId: string; stateHash: string; nonce: string; codeVerifier: string; redirectUri: string; expiresAt: Date; survey: SignOnSurvey | null },
  now: Date,
): Promise<void> {
  // Sign-ons begun and never answered are forgotten a day after they expired.
  await db.deleteFrom('sso_logins').where('expires_at', '<', new Date(now.getTime() - 24 * 3600 * 1000)).execute();
  await db
    .insertInto('sso_logins')
    .values({
      institution_id: row.institutionId,
      state_hash: row.stateHash,
      nonce: row.nonce,
      code_verifier: row.codeVerifier,
      redirect_uri: row.redirectUri,
      expires_at: row.expiresAt,
      survey_id: row.survey?.id ?? null,
      survey_clause_accepted: row.survey?.clauseAccepted ?? false,
    })
    .execute();
}

/** Takes a begun sign-on by its state, once: a second answer with the same state finds nothing. */
export async function consumePendingLogin(db: DbHandle, institutionId: string, stateHash: string, now: Date) {
  return db
    .updateTable('sso_logins')
    .set({ used_at: now })
    .$call(inInstitution(institutionId))
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['nonce', 'code_verifier', 'redirect_uri', 'survey_id', 'survey_clause_accepted'])
    .executeTakeFirst();
}

/** The candidates of the institution whose matched field holds the value (case aside for e-mails). */
export async function candidatesMatching(db: DbHandle, institutionId: string, field: SsoCandidateField, value: string): Promise<{ id: number }[]> {
  const query = db.selectFrom('users').select('id').$call(inInstitution(institutionId)).where('role', '=', 'Alumno').where('deregistered_at', 'is', null);
  const matched =
    field === 'email'
      ? query.where(sql<string>`lower(email)`, '=', value.toLowerCase())
      : query.where(sql<string>`upper(document_number)`, '=', value.toUpperCase());
  return matched.limit(2).execute();
}
