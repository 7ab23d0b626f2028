import { Status, type StaffProgramme } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { isProgrammeActive as isActive } from '../domains/index.ts';
import * as repo from './catalog-items.repository.ts';

/** Programme ids of an institution start at its own base (seed); a new one follows the last. */
const PROGRAMME_ID_FLOOR = 1;

function present(row: repo.ItemRow, offers: Map<number, number>): StaffProgramme {
  return { id: row.id, nombreCa: row.label_ca, nombreEs: row.label_es, nombreEn: row.label_en, activo: isActive(row.extra), ofertas: offers.get(row.id) ?? 0 };
}

async function owned(db: DbHandle, actor: Actor, id: number): Promise<repo.ItemRow> {
  const row = await repo.findOwnItem(db, actor.institutionId, 'programmes', id);
  if (!row) throw new AppError(Status.ProgrammeNotFound);
  return row;
}

async function presentOne(db: DbHandle, actor: Actor, id: number): Promise<StaffProgramme> {
  return present(await owned(db, actor, id), await repo.offersPerProgramme(db, actor.institutionId));
}

export async function programmes(db: DbHandle, actor: Actor): Promise<StaffProgramme[]> {
  const [rows, offers] = await Promise.all([repo.listItems(db, actor.institutionId, 'programmes', false), repo.offersPerProgramme(db, actor.institutionId)]);
  return rows.map((row) => present(row, offers));
}

export async function saveProgramme(db: DbHandle, actor: Actor, input: { id?: number | undefined; nombreCa: string; nombreEs: string; nombreEn: string }): Promise<StaffProgramme> {
  const before = input.id === undefined ? undefined : await owned(db, actor, input.id);
  const labels = { label_ca: input.nombreCa, label_es: input.nombreEs, label_en: input.nombreEn };
  let id: number;
  if (before) {
    id = before.id;
    await repo.updateItem(db, actor.institutionId, 'programmes', id, { ...labels, extra: before.extra });
  } else {
    id = await repo.nextId(db, actor.institutionId, 'programmes', PROGRAMME_ID_FLOOR);
    await repo.insertItem(db, actor.institutionId, 'programmes', id, { ...labels, extra: { requiresAdhesion: false } });
  }
  await recordAudit(db, actor, { entity: 'content', entityId: id, action: before ? 'editProgramme' : 'createProgramme', from: before?.label_es ?? null, to: input.nombreEs });
  return presentOne(db, actor, id);
}

/**
 * A programme is never deleted: offers and internships keep pointing at it. Deactivated, it is no longer offered
 * for new offers, and the active programmes list leaves it out.
 */
export async function setProgrammeActive(db: DbHandle, actor: Actor, input: { id: number; activo: boolean }): Promise<StaffProgramme> {
  const before = await owned(db, actor, input.id);
  if (isActive(before.extra) !== input.activo) {
    await repo.updateItem(db, actor.institutionId, 'programmes', before.id, { label_ca: before.label_ca, label_es: before.label_es, label_en: before.label_en, extra: { ...before.extra, active: input.activo } });
    await recordAudit(db, actor, { entity: 'content', entityId: before.id, action: input.activo ? 'activateProgramme' : 'deactivateProgramme', to: before.label_es });
  }
  return presentOne(db, actor, before.id);
}
