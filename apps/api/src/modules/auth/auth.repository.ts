import { sql } from 'kysely';
import type { Db, UserRole, UserRow } from '../../db/database.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

export interface CompanyMembership {
  id: number;
  tradeName: string;
  state: 'pending' | 'validated' | 'blocked';
}

export function createAuthRepository(db: Db) {
  return {
    /** Users log in with their e-mail; candidates may also use their DNI/NIE, company contacts their nick. */
    findByLogin(institutionId: string, role: UserRole, login: string): Promise<UserRow | undefined> {
      const value = login.trim();
      return db
        .selectFrom('users')
        .selectAll()
        .$call(inInstitution(institutionId))
        .where('role', '=', role)
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, '=', value.toLowerCase()),
            eb(sql`upper(document_number)`, '=', value.toUpperCase()),
            eb(sql`lower(nick)`, '=', value.toLowerCase()),
          ]),
        )
        .orderBy('id')
        .executeTakeFirst();
    },

    findContactByCif(institutionId: string, cif: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .innerJoin('company_contacts', 'company_contacts.user_id', 'users.id')
        .innerJoin('companies', 'companies.id', 'company_contacts.company_id')
        .selectAll('users')
        .$call(inInstitution(institutionId, 'users.institution_id'))
        .where(sql`upper(companies.cif)`, '=', cif.trim().toUpperCase())
        .orderBy('company_contacts.is_primary', 'desc')
        .executeTakeFirst();
    },

    findById(institutionId: string, id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().$call(inInstitution(institutionId)).where('id', '=', id).executeTakeFirst();
    },

    async companiesOf(userId: number): Promise<CompanyMembership[]> {
      const rows = await db
        .selectFrom('company_contacts')
        .innerJoin('companies', 'companies.id', 'company_contacts.company_id')
        .select(['companies.id', 'companies.trade_name', 'companies.state'])
        .where(ownedBy(userId, 'company_contacts.user_id'))
        .orderBy('companies.trade_name')
        .execute();
      return rows.map((r) => ({ id: r.id, tradeName: r.trade_name, state: r.state }));
    },

    async currentRgpd(institutionId: string) {
      return db
        .selectFrom('rgpd_texts')
        .selectAll()
        .$call(inInstitution(institutionId))
        .orderBy('version', 'desc')
        .executeTakeFirst();
    },

    async acceptRgpd(userId: number, version: number, at: Date): Promise<void> {
      await db.updateTable('users').set({ rgpd_version: version, rgpd_accepted_at: at }).where('id', '=', userId).execute();
    },

    async setLanguage(userId: number, language: string): Promise<void> {
      await db.updateTable('users').set({ language, updated_at: sql`now()` }).where('id', '=', userId).execute();
    },

    /** A new password ends every session opened with the old one: the token version goes up with it. */
    async setPassword(userId: number, passwordHash: string): Promise<number> {
      const row = await db
        .updateTable('users')
        .set({ password_hash: passwordHash, token_version: sql`token_version + 1`, updated_at: sql`now()` })
        .where('id', '=', userId)
        .returning('token_version')
        .executeTakeFirstOrThrow();
      return row.token_version;
    },

    /** Ends every session of the user (logout): tokens of the previous version are refused from now on. */
    async revokeTokens(userId: number): Promise<void> {
      await db.updateTable('users').set({ token_version: sql`token_version + 1` }).where('id', '=', userId).execute();
    },

    async createPasswordToken(userId: number, purpose: 'reset' | 'set', tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insertInto('password_tokens').values({ user_id: userId, purpose, token_hash: tokenHash, expires_at: expiresAt }).execute();
    },

    /**
     * Marks the link used and returns its user in one statement, so two concurrent submissions of the same
     * link cannot both succeed.
     */
    async consumePasswordToken(tokenHash: string, purpose: 'reset' | 'set', now: Date) {
      return db
        .updateTable('password_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id'])
        .executeTakeFirst();
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
