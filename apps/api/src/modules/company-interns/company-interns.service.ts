import type { CompanyIntern } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import * as repo from './company-interns.repository.ts';
import { toCompanyIntern } from './company-interns.presenter.ts';

/** The company of the session; a token without one (cannot happen for role Empresa) reads as nothing. */
export const companyOf = (actor: Actor): number => actor.companyId ?? 0;

export async function listInterns(db: DbHandle, actor: Actor): Promise<CompanyIntern[]> {
  const rows = await repo.internshipsAt(db, actor.institutionId, companyOf(actor));
  return rows.map((row) => toCompanyIntern(row, actor.language));
}
