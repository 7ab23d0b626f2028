import { REJECTION_REASON_STATE_ID, Status, type StaffRejectionReason } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import * as repo from './catalog-items.repository.ts';

/**
 * An institution's own reasons take ids from here on: the common list (shared by every institution) keeps the
 * ids below for reasons it may add later, and a candidacy's reason id names one row only.
 */
const OWN_REASON_ID_FLOOR = 1000;

const isActive = (extra: Record<string, unknown>) => extra.active !== false;

function present(row: repo.ItemRow): StaffRejectionReason {
  return {
    idMotivo: row.id,
    idEstado: typeof row.extra.stateId === 'number' ? row.extra.stateId : REJECTION_REASON_STATE_ID,
    idPerfil: typeof row.extra.profileId === 'number' ? row.extra.profileId : null,
    descripcionCa: row.label_ca,
    descripcionEs: row.label_es,
    descripcionEn: row.label_en,
    paraAlumnos: row.extra.actor === 'candidate',
    activo: isActive(row.extra),
    propio: row.institution_id !== null,
  };
}

/** Only the institution's own reasons change here; a common one or another institution's is not found (608). */
async function owned(db: DbHandle, actor: Actor, id: number): Promise<repo.ItemRow> {
  const row = await repo.findOwnItem(db, actor.institutionId, 'rejection_reasons', id);
  if (!row) throw new AppError(Status.NotFound);
  return row;
}

const summary = (reason: { descripcionEs: string; idPerfil: number | null; paraAlumnos: boolean }) =>
  `${reason.descripcionEs} (perfil ${reason.idPerfil ?? '1-2'}, ${reason.paraAlumnos ? 'alumnos' : 'empresas'})`;

export async function rejectionReasons(db: DbHandle, actor: Actor): Promise<StaffRejectionReason[]> {
  return (await repo.listItems(db, actor.institutionId, 'rejection_reasons', true)).map(present);
}

export async function saveRejectionReason(
  db: DbHandle,
  actor: Actor,
  input: { idMotivo?: number | undefined; idPerfil: 1 | 2 | null; descripcionCa: string; descripcionEs: string; descripcionEn: string; paraAlumnos: boolean },
): Promise<StaffRejectionReason> {
  const before = input.idMotivo === undefined ? undefined : await owned(db, actor, input.idMotivo);
  const data: repo.ItemData = {
    label_ca: input.descripcionCa,
    label_es: input.descripcionEs,
    label_en: input.descripcionEn,
    extra: { ...(before?.extra ?? {}), stateId: REJECTION_REASON_STATE_ID, profileId: input.idPerfil, actor: input.paraAlumnos ? 'candidate' : 'company' },
  };
  let id: number;
  if (before) {
    id = before.id;
    await repo.updateItem(db, actor.institutionId, 'rejection_reasons', id, data);
  } else {
    id = await repo.nextId(db, actor.institutionId, 'rejection_reasons', OWN_REASON_ID_FLOOR);
    await repo.insertItem(db, actor.institutionId, 'rejection_reasons', id, data);
  }
  const saved = present((await repo.findOwnItem(db, actor.institutionId, 'rejection_reasons', id)) as repo.ItemRow);
  await recordAudit(db, actor, {
    entity: 'content',
    entityId: id,
    action: before ? 'editRejectionReason' : 'createRejectionReason',
    from: before ? summary(present(before)) : null,
    to: summary(saved),
  });
  return saved;
}

/** A reason already given stays on the candidacies that have it; inactive, it is no longer offered. */
export async function setRejectionReasonActive(db: DbHandle, actor: Actor, input: { id: number; activo: boolean }): Promise<StaffRejectionReason> {
  const before = await owned(db, actor, input.id);
  if (isActive(before.extra) !== input.activo) {
    await repo.updateItem(db, actor.institutionId, 'rejection_reasons', before.id, {
      label_ca: before.label_ca,
      label_es: before.label_es,
      label_en: before.label_en,
      extra: { ...before.extra, active: input.activo },
    });
    await recordAudit(db, actor, { entity: 'content', entityId: before.id, action: input.activo ? 'activateRejectionReason' : 'deactivateRejectionReason', to: before.label_es });
  }
  return present((await repo.findOwnItem(db, actor.institutionId, 'rejection_reasons', before.id)) as repo.ItemRow);
}
