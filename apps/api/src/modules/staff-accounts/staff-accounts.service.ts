import { Status, type StaffAccount } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import * as repo from './staff-accounts.repository.ts';

export interface NewStaffUser {
  institutionId: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  language: string;
  admin: boolean;
}

/** Creates a staff account; shared by the back office and the `create-staff` command. 16 when the e-mail is taken. */
export async function createStaffUser(db: DbHandle, user: NewStaffUser): Promise<number> {
  if (await repo.emailTaken(db, user.institutionId, user.email)) throw new AppError(Status.UserEmailAlreadyRegistered);
  return repo.insertStaffUser(db, { ...user, passwordHash: await hashPassword(user.password) });
}

async function present(db: DbHandle, institutionId: string): Promise<StaffAccount[]> {
  return (await repo.staffAccounts(db, institutionId)).map((r) => ({
    idUsuario: r.id,
    nombre: r.first_name,
    apellidos: r.last_name,
    email: r.email,
    administrador: r.admin,
    bloqueado: r.blocked,
    fechaAlta: r.created_at.toISOString(),
  }));
}

export async function listAccounts(db: DbHandle, actor: Actor) {
  return { puedeCrear: await repo.isStaffAdmin(db, actor.institutionId, actor.userId), cuentas: await present(db, actor.institutionId) };
}

export async function createAccount(
  db: DbHandle,
  actor: Actor,
  input: { email: string; nombre: string; apellidos: string; password: string; administrador: boolean },
): Promise<StaffAccount> {
  if (!(await repo.isStaffAdmin(db, actor.institutionId, actor.userId))) throw new AppError(Status.Forbidden);
  const id = await createStaffUser(db, {
    institutionId: actor.institutionId,
    email: input.email,
    firstName: input.nombre,
    lastName: input.apellidos,
    password: input.password,
    language: actor.language,
    admin: input.administrador,
  });
  await recordAudit(db, actor, {
    entity: 'staffUser',
    entityId: id,
    action: 'create',
    to: input.administrador ? 'admin' : 'staff',
    detail: input.email,
  });
  const created = (await present(db, actor.institutionId)).find((a) => a.idUsuario === id);
  if (!created) throw new AppError(Status.GeneralError);
  return created;
}
