import { sql } from 'kysely';
import type { AgreementState } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, type Scope } from '../../lib/scoped.ts';
import type { AgreementSigner } from '../staff-agreements/staff-agreements.tables.ts';
import './company-agreements.tables.ts';

/** The company of the caller with what the agreement prints about it. */
export function findCompany(db: DbHandle, scope: Scope, companyId: number) {
  return db
    .selectFrom('companies as c')
    .innerJoin('institutions as i', 'i.id', 'c.institution_id')
    .select(['c.id', 'c.legal_name', 'c.trade_name', 'c.cif', 'c.address', 'c.postal_code', 'c.locality', 'c.province_text', 'i.name as institution_name'])
    .$call(inInstitution(scope, 'c.institution_id'))
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

/** The company's current contacts (a removed contact has no `company_contacts` row; an erased person is left out). */
export function activeContacts(db: DbHandle, scope: Scope, companyId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'cc.phone'])
    .$call(inInstitution(scope, 'c.institution_id'))
    .where('cc.company_id', '=', companyId)
    .where('u.deregistered_at', 'is', null)
    .orderBy('cc.is_primary', 'desc')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}
export type AgreementContact = Awaited<ReturnType<typeof activeContacts>>[number];

/** A fiscal account of the company still in use (a retired one is for past records only). */
export function activeFiscalAccount(db: DbHandle, companyId: number, accountId: number) {
  return db
    .selectFrom('fiscal_accounts')
    .select(['id', 'legal_name', 'cif', 'address', 'postal_code', 'locality', 'province_text'])
    .where('company_id', '=', companyId)
    .where('id', '=', accountId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

/** The company's newest agreement, whoever made it (the service or the portal). */
export function lastAgreement(db: DbHandle, scope: Scope, companyId: number) {
  return db
    .selectFrom('agreements')
    .selectAll()
    .$call(inInstitution(scope))
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface NewAgreement {
  institutionId: string;
  companyId: number;
  signer: AgreementSigner;
  managementContactId: number;
  billingContactId: number;
  fiscalAccountId: number;
  expiresOn: string | null;
  noExpiry: boolean;
  requiresOrder: boolean;
  annualOrder: boolean;
  orderNumber: string | null;
  directDebit: boolean;
  iban: string | null;
  manualProcessing: boolean;
  dataProtectionText: string | null;
  language: string;
  byUserId: number;
}

export async function insertAgreement(db: DbHandle, a: NewAgreement): Promise<number> {
  const row = await db
    .insertInto('agreements')
    .values({
      institution_id: a.institutionId,
      company_id: a.companyId,
      state: 'generado',
      signer: JSON.stringify(a.signer),
      management_contact_id: a.managementContactId,
      billing_contact_id: a.billingContactId,
      fiscal_account_id: a.fiscalAccountId,
      expires_on: a.expiresOn,
      no_expiry: a.noExpiry,
      requires_order: a.requiresOrder,
      annual_order: a.annualOrder,
      order_number: a.orderNumber,
      direct_debit: a.directDebit,
      iban: a.iban,
      manual_processing: a.manualProcessing,
      data_protection_text: a.dataProtectionText,
      language: a.language,
      created_by_user_id: a.byUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setAgreementFile(db: DbHandle, agreementId: number, fileId: string): Promise<void> {
  await db.updateTable('agreements').set({ file_id: fileId }).where('id', '=', agreementId).execute();
}

/** What the company keeps from its last agreement: the data-protection text and, when paid by direct debit, the IBAN. */
export async function keepOnCompany(db: DbHandle, companyId: number, change: { dataProtectionText: string | null; iban: string | null }): Promise<void> {
  await db
    .updateTable('companies')
    .set({
      ...(change.dataProtectionText !== null ? { data_protection_text: change.dataProtectionText } : {}),
      ...(change.iban !== null ? { iban: change.iban } : {}),
    })
    .where('id', '=', companyId)
    .execute();
}

/**
 * Keeps the company's signed copy and moves the agreement, only if it is still in `from`: two uploads (or an upload
 * and a staff move) at once cannot both succeed.
 */
export async function markSigned(db: DbHandle, agreementId: number, from: AgreementState, to: AgreementState, fileId: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('agreements')
    .set({ state: to, signed_file_id: fileId, signed_at: at, remarks: null, updated_at: sql`now()` })
    .where('id', '=', agreementId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
