import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { ownedBy } from '../../lib/scoped.ts';
import { forgetAuditActor } from '../staff-audit/index.ts';

/** Shown where an erased candidate still appears (candidacies a company keeps, internships the service keeps). */
export const ERASED_NAME = 'Anónimo';

/** Accounts erased per run; the next run takes the rest. */
const BATCH = 200;

export interface ErasureRun {
  erased: number[];
  failed: { userId: number; error: unknown }[];
}

/**
 * Erases the personal data of every candidate whose grace period is over (spec: deletion of the account on
 * request). The user row stays, anonymised, so candidacies, internships and proposals keep their history without
 * saying whose it was; the CV, its files and the personal traces (saved searches, viewed offers, reset links) are
 * deleted. Each account is one transaction, and `for update skip locked` lets several API processes run this at
 * the same time without two of them erasing (or waiting on) the same account.
 */
export async function erasePendingAccounts(db: Db, now: Date): Promise<ErasureRun> {
  const due = await db
    .selectFrom('candidates')
    .select('user_id')
    .where('erase_after', '<=', now)
    .orderBy('erase_after')
    .limit(BATCH)
    .execute();

  const run: ErasureRun = { erased: [], failed: [] };
  for (const { user_id: userId } of due) {
    try {
      const erased = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .selectFrom('candidates')
          .select('user_id')
          .where(ownedBy(userId, 'user_id'))
          .where('erase_after', '<=', now)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!claimed) return false;
        await eraseAccount(trx, userId, now);
        return true;
      });
      if (erased) run.erased.push(userId);
    } catch (error) {
      run.failed.push({ userId, error });
    }
  }
  return run;
}

/**
 * Erases one account now, on the caller's handle (the back office erases a request before the grace period ends,
 * in its call's transaction). The caller has checked that the account asked for it.
 */
export async function eraseAccount(db: DbHandle, userId: number, now: Date): Promise<void> {
  // The address and institution it had, for the change log's lines that quote it (read before it is overwritten).
  const person = await db.selectFrom('users').select(['email', 'institution_id']).where('id', '=', userId).executeTakeFirstOrThrow();
  // CV sections first: their rows point at the files deleted below.
  for (const table of ['candidate_documents', 'candidate_experiences', 'candidate_languages', 'candidate_studies'] as const) {
    await db.deleteFrom(table).where(ownedBy(userId, 'candidate_id')).execute();
  }
  await db.deleteFrom('saved_searches').where(ownedBy(userId, 'user_id')).execute();
  await db.deleteFrom('offer_views').where(ownedBy(userId, 'user_id')).execute();
  await db.deleteFrom('password_tokens').where(ownedBy(userId, 'user_id')).execute();

  await db
    .updateTable('candidates')
    .set({
      second_surname: null,
      document_type: null,
      birth_date: null,
      gender: null,
      personal_email: null,
      student_email: null,
      mobile: null,
      landline: null,
      address: null,
      postal_code: null,
      locality: null,
      province_id: null,
      country_id: null,
      iban: null,
      social_security_number: null,
      nationality_ids: [],
      birth_province_id: null,
      disability_over_33: false,
      newsletter: false,
      communication_language_id: null,
      work_permit: false,
      preferred_practice_period_id: null,
      active_search_internships: false,
      active_search_jobs: false,
      training_level_id: null,
      profile_image_file_id: null,
      presentation: null,
      portfolio_url: null,
      interest_tag_ids: [],
      sector_interest_ids: [],
      software_ids: [],
      competence_ids: [],
      driving_licences: [],
      own_car: false,
      available_to_travel: false,
      available_to_relocate: false,
      currently_working: false,
      cv_created_at: null,
      erase_after: null,
      updated_at: now,
    })
    .where(ownedBy(userId, 'user_id'))
    .execute();

  // Every upload of the person goes, internship documents they attached included (those rows cascade).
  await db.deleteFrom('files').where(ownedBy(userId, 'owner_user_id')).execute();

  await db
    .updateTable('users')
    .set({
      // Unique per account and undeliverable (.invalid is reserved), so the address is free to register again.
      email: sql<string>`'erased-' || id || '@erased.invalid'`,
      nick: null,
      document_number: null,
      password_hash: null,
      first_name: ERASED_NAME,
      last_name: '',
      deregistered_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  // The change log stops naming the person: their own lines (registration, deregistration request, proposals) and
  // older lines about them that quote their address.
  await forgetAuditActor(db, { userId, institutionId: person.institution_id, email: person.email }, ERASED_NAME);
}
