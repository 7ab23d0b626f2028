import type { Db } from '../../db/database.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** The company a demo contact acts for (the primary one first). */
export async function companyOf(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select('cc.company_id')
    .where('u.email', '=', email)
    .orderBy('cc.is_primary', 'desc')
    .orderBy('cc.company_id')
    .executeTakeFirstOrThrow();
  return row.company_id;
}

/** The demo company (empresa@) and another company of the same institution (multi@'s first one). */
export async function companyTokens(t: TestApp) {
  const ownCompany = await companyOf(t.db, 'empresa@example.org');
  const other = await t.db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select('cc.company_id')
    .where('u.email', '=', 'multi@example.org')
    .where('cc.company_id', '<>', ownCompany)
    .orderBy('cc.company_id')
    .executeTakeFirstOrThrow();
  return {
    ownCompany,
    otherCompany: other.company_id,
    company: await t.login('Empresa', 'empresa@example.org'),
    otherCompanyToken: await t.login('Empresa', 'multi@example.org', { idEmpresa: other.company_id }),
  };
}
