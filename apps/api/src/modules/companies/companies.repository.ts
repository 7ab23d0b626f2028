import { sql, type Updateable } from 'kysely';
import type { CompaniesTable, CompanyContactsTable } from '../../db/database.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, type Scope, ownedBy } from '../../lib/scoped.ts';
import './companies.tables.ts';

/** A company of the institution by id (the service decides whether the caller may see it). */
export function findCompany(db: DbHandle, scope: Scope, companyId: number) {
  return db
    .selectFrom('companies')
    .selectAll()
    .$call(inInstitution(scope))
    .where('id', '=', companyId)
    .executeTakeFirst();
}
export type CompanyRecord = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export async function companyWithCif(db: DbHandle, scope: Scope, cif: string) {
  return db
    .selectFrom('companies')
    .select(['id'])
    .$call(inInstitution(scope))
    .where(sql`upper(cif)`, '=', cif.toUpperCase())
    .executeTakeFirst();
}

export async function updateCompany(db: DbHandle, companyId: number, change: Updateable<CompaniesTable>): Promise<void> {
  await db.updateTable('companies').set(change).where('id', '=', companyId).execute();
}

export async function insertCompany(db: DbHandle, values: { institutionId: string; cif: string; legalName: string; tradeName: string; sectorId: number }) {
  const row = await db
    .insertInto('companies')
    .values({
      institution_id: values.institutionId,
      cif: values.cif,
      legal_name: values.legalName,
      trade_name: values.tradeName,
      sector_id: values.sectorId,
      state: 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Serialises requests and contact changes that name the same CIF or e-mail (two tabs, a double click). */
export async function lockKeys(db: DbHandle, institutionId: string, ...keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${`company:${institutionId}:${key.toLowerCase()}`}))`.execute(db);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Contacts

const contactColumns = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.nick',
  'cc.company_id',
  'cc.position',
  'cc.phone',
  'cc.phone2',
  'cc.department',
  'cc.address',
  'cc.locality',
  'cc.postal_code',
  'cc.nif',
  'cc.country_id',
  'cc.province',
  'cc.contact_types',
  'cc.forum_years',
  'cc.is_primary',
] as const;

function contactsQuery(db: DbHandle, scope: Scope) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select([...contactColumns, 'c.institution_id'])
    .$call(inInstitution(scope, 'c.institution_id'))
    .where('u.deregistered_at', 'is', null);
}

export function companyContacts(db: DbHandle, scope: Scope, companyId: number) {
  return contactsQuery(db, scope).where('cc.company_id', '=', companyId).orderBy('cc.is_primary', 'desc').orderBy('u.id').execute();
}
export type ContactRecord = Awaited<ReturnType<typeof companyContacts>>[number];

/** The contact record of a person in a company, if that person is one of its contacts. */
export function findContact(db: DbHandle, scope: Scope, companyId: number, userId: number) {
  return contactsQuery(db, scope).where('cc.company_id', '=', companyId).where('u.id', '=', userId).executeTakeFirst();
}

/** The company account (role Empresa) of an e-mail in the institution, with the companies it is a contact of. */
export async function companyAccountByEmail(db: DbHandle, scope: Scope, email: string) {
  const user = await db
    .selectFrom('users')
    .select(['id'])
    .$call(inInstitution(scope))
    .where('role', '=', 'Empresa')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (!user) return undefined;
  const memberships = await db.selectFrom('company_contacts').select('company_id').where(ownedBy(user.id, 'user_id')).execute();
  return { id: user.id, companyIds: memberships.map((m) => m.company_id) };
}

export async function insertCompanyUser(
  db: DbHandle,
  values: { institutionId: string; email: string; firstName: string; lastName: string; passwordHash: string | null; language: string; rgpdVersion: number | null; at: Date },
) {
  const row = await db
    .insertInto('users')
    .values({
      institution_id: values.institutionId,
      role: 'Empresa',
      email: values.email,
      first_name: values.firstName,
      last_name: values.lastName,
      password_hash: values.passwordHash,
      language: values.language,
      rgpd_version: values.rgpdVersion,
      rgpd_accepted_at: values.rgpdVersion === null ? null : values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserNames(db: DbHandle, userId: number, change: { first_name: string; last_name: string; email: string }): Promise<void> {
  await db.updateTable('users').set({ ...change, updated_at: sql`now()` }).where('id', '=', userId).execute();
}

export type ContactValues = Omit<Updateable<CompanyContactsTable>, 'company_id' | 'user_id' | 'is_primary'>;

export async function insertContact(db: DbHandle, companyId: number, userId: number, values: ContactValues, primary: boolean): Promise<void> {
  await db
    .insertInto('company_contacts')
    .values({ company_id: companyId, user_id: userId, is_primary: primary, ...values })
    .execute();
}

export async function updateContact(db: DbHandle, companyId: number, userId: number, values: ContactValues): Promise<void> {
  await db.updateTable('company_contacts').set(values).where('company_id', '=', companyId).where(ownedBy(userId, 'user_id')).execute();
}

/**
 * The contacts of a company who can still act for it (not deregistered, not blocked), but the one named: who would
 * be left if that one went.
 */
export async function otherActiveContacts(db: DbHandle, companyId: number, userId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select(['u.id', 'cc.is_primary'])
    .where('cc.company_id', '=', companyId)
    .where('u.id', '<>', userId)
    .where('u.deregistered_at', 'is', null)
    .where('u.blocked', '=', false)
    .orderBy('u.id')
    .execute();
}

/** Ends a person's link to one company; the person (and their name on past records) stays. */
export async function deleteContactLink(db: DbHandle, companyId: number, userId: number): Promise<void> {
  await db.deleteFrom('company_contacts').where('company_id', '=', companyId).where(ownedBy(userId, 'user_id')).execute();
}

/**
 * A person who is nobody's contact any more loses the unused links to set or reset a password (the one mailed when
 * they were added may be unused): the link would only lead to an account that can act for no company.
 */
export async function dropUnusedPasswordLinksIfCompanyless(db: DbHandle, userId: number): Promise<void> {
  const stillContact = await db.selectFrom('company_contacts').select('company_id').where(ownedBy(userId, 'user_id')).executeTakeFirst();
  if (stillContact) return;
  await db.deleteFrom('password_tokens').where(ownedBy(userId, 'user_id')).where('used_at', 'is', null).execute();
}

export async function makePrimaryContact(db: DbHandle, companyId: number, userId: number): Promise<void> {
  await db.updateTable('company_contacts').set({ is_primary: true }).where('company_id', '=', companyId).where(ownedBy(userId, 'user_id')).execute();
}

export async function currentRgpdVersion(db: DbHandle, institutionId: string): Promise<number | null> {
  const row = await db
    .selectFrom('rgpd_texts')
    .select('version')
    .$call(inInstitution(institutionId))
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row?.version ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Fiscal accounts

/** The accounts the company uses: a retired one stays for the records that named it, out of this list. */
export function fiscalAccounts(db: DbHandle, companyId: number) {
  return db.selectFrom('fiscal_accounts').selectAll().where('company_id', '=', companyId).where('retired_at', 'is', null).orderBy('id').execute();
}
export type FiscalAccountRecord = Awaited<ReturnType<typeof fiscalAccounts>>[number];

/**
 * A fiscal account still in use, by id, with the institution of its company (the service checks the owner). The
 * row is locked for the call, so two removals of one account retire it (and log it) once.
 */
export function findFiscalAccountInUse(db: DbHandle, scope: Scope, accountId: number) {
  return db
    .selectFrom('fiscal_accounts as fa')
    .innerJoin('companies as c', 'c.id', 'fa.company_id')
    .select(['fa.id', 'fa.company_id', 'fa.legal_name', 'fa.cif', 'c.institution_id'])
    .$call(inInstitution(scope, 'c.institution_id'))
    .where('fa.id', '=', accountId)
    .where('fa.retired_at', 'is', null)
    .forUpdate('fa')
    .executeTakeFirst();
}

export async function retireFiscalAccount(db: DbHandle, accountId: number, at: Date): Promise<void> {
  await db.updateTable('fiscal_accounts').set({ retired_at: at }).where('id', '=', accountId).execute();
}

export async function insertFiscalAccount(
  db: DbHandle,
  values: Omit<FiscalAccountRecord, 'id' | 'created_at' | 'retired_at'>,
): Promise<number> {
  const row = await db.insertInto('fiscal_accounts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

// ---------------------------------------------------------------------------------------------------------------
// Counts and memberships

/** Published, unexpired offers of the company per profile, and candidacies in its offers it has not read. */
export async function processCounts(db: DbHandle, scope: Scope, companyId: number, today: string) {
  const offers = await db
    .selectFrom('offers as o')
    .select(['o.profile', (eb) => eb.fn.countAll<number>().as('n')])
    .$call(inInstitution(scope, 'o.institution_id'))
    .where('o.company_id', '=', companyId)
    .where('o.state', '=', 'published')
    .where((eb) => eb.or([eb('o.expires_on', 'is', null), eb('o.expires_on', '>=', today)]))
    .groupBy('o.profile')
    .execute();
  const unread = await db
    .selectFrom('candidacies as k')
    .innerJoin('offers as o', 'o.id', 'k.offer_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$call(inInstitution(scope, 'o.institution_id'))
    .where('o.company_id', '=', companyId)
    .where('k.read_by_company', '=', false)
    .executeTakeFirstOrThrow();
  const byProfile = new Map(offers.map((row) => [Number(row.profile), Number(row.n)]));
  return { internships: byProfile.get(2) ?? 0, jobs: byProfile.get(1) ?? 0, unread: Number(unread.n) };
}

/** The companies a person is a contact of, in the institution. */
export function membershipsOf(db: DbHandle, scope: Scope, userId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['c.id', 'c.trade_name', 'c.state', 'c.institution_id', 'cc.user_id'])
    .$call(inInstitution(scope, 'c.institution_id'))
    .where(ownedBy(userId, 'cc.user_id'))
    .orderBy('c.trade_name')
    .execute();
}

export function findUser(db: DbHandle, scope: Scope, userId: number) {
  return db.selectFrom('users').selectAll().$call(inInstitution(scope)).where('id', '=', userId).executeTakeFirst();
}
