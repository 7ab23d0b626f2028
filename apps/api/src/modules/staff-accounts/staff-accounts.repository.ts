import { sql } from 'kysely';
import type { DbHandle } from '../../lib/request-context.ts';
import '../staff/staff.tables.ts';
import { inInstitution } from '../../lib/scoped.ts';

export async function staffAccounts(db: DbHandle, institutionId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('staff_admins as a', 'a.user_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.blocked', 'u.created_at', sql<boolean>`a.user_id is not null`.as('admin')])
    .$call(inInstitution(institutionId, 'u.institution_id'))
    .where('u.role', '=', 'Gestor')
    .where('u.deregistered_at', 'is', null)
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

/** A staff admin, or any staff member of an institution that has named no admin yet. */
export async function isStaffAdmin(db: DbHandle, institutionId: string, userId: number): Promise<boolean> {
  const admins = await db.selectFrom('staff_admins').select('user_id').$call(inInstitution(institutionId)).execute();
  return admins.length === 0 || admins.some((a) => a.user_id === userId);
}

export async function emailTaken(db: DbHandle, institutionId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .$call(inInstitution(institutionId))
    .where('role', '=', 'Gestor')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertStaffUser(
  db: DbHandle,
  user: { institutionId: string; email: string; firstName: string; lastName: string; passwordHash: string; language: string; admin: boolean },
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      institution_id: user.institutionId,
      role: 'Gestor',
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      language: user.language,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (user.admin) await db.insertInto('staff_admins').values({ user_id: id, institution_id: user.institutionId }).execute();
  return id;
}
