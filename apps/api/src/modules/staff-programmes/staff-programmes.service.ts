import { Status, type activeProgrammeBody, type AdhesionState, type StaffActiveProgramme, type StaffAdhesion } from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import type { CallEffects } from '../notifications/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { programmeTitle } from '../programmes/index.ts';
import { presentAdhesion, presentStaffProgramme } from './staff-programmes.presenter.ts';
import * as repo from './staff-programmes.repository.ts';

type ProgrammeInput = z.output<typeof activeProgrammeBody>;

const STATE_NAMES: Record<AdhesionState, Record<'es' | 'ca' | 'en', string>> = {
  solicitada: { es: 'solicitada', ca: 'sol·licitada', en: 'requested' },
  aceptada: { es: 'aceptada', ca: 'acceptada', en: 'accepted' },
  rechazada: { es: 'rechazada', ca: 'rebutjada', en: 'refused' },
};

async function owned(db: DbHandle, actor: Actor, id: number): Promise<repo.StaffProgrammeRow> {
  const [row] = await repo.programmes(db, actor.institutionId, id);
  if (!row) throw new AppError(Status.ProgrammeNotFound);
  return row;
}

export async function programmes(db: DbHandle, actor: Actor): Promise<StaffActiveProgramme[]> {
  return (await repo.programmes(db, actor.institutionId)).map(presentStaffProgramme);
}

/** Creates or edits a programme; an end before the start is 27 on `fechaFin`. */
export async function saveProgramme(db: DbHandle, actor: Actor, input: ProgrammeInput): Promise<StaffActiveProgramme> {
  if (input.fechaFin !== undefined && input.fechaFin < input.fechaInicio) {
    throw new AppError(Status.StartDateAfterEndDate, { datos: { errores: [{ campo: 'fechaFin', codigo: Status.StartDateAfterEndDate, clave: 'range' }] } });
  }
  const before = input.id === undefined ? undefined : await owned(db, actor, input.id);
  const data: repo.ProgrammeData = {
    title_es: input.tituloEs,
    title_ca: input.tituloCa ?? '',
    title_en: input.tituloEn ?? '',
    description_es: input.descripcionEs,
    description_ca: input.descripcionCa ?? '',
    description_en: input.descripcionEn ?? '',
    starts_on: input.fechaInicio,
    ends_on: input.fechaFin ?? null,
    open: input.abierto,
  };
  const id = before ? before.id : await repo.insertProgramme(db, actor.institutionId, data);
  if (before) await repo.updateProgramme(db, actor.institutionId, id, data);
  await recordAudit(db, actor, { entity: 'programme', entityId: id, action: before ? 'editActiveProgramme' : 'createActiveProgramme', from: before?.title_es ?? null, to: input.tituloEs });
  return presentStaffProgramme(await owned(db, actor, id));
}

/** Closing stops new requests at once; the requests already made stay, and staff still decide them. */
export async function setOpen(db: DbHandle, actor: Actor, input: { id: number; abierto: boolean }): Promise<StaffActiveProgramme> {
  const before = await owned(db, actor, input.id);
  if (before.open !== input.abierto) {
    await repo.updateProgramme(db, actor.institutionId, before.id, { open: input.abierto });
    await recordAudit(db, actor, { entity: 'programme', entityId: before.id, action: input.abierto ? 'openProgramme' : 'closeProgramme', to: before.title_es });
  }
  return presentStaffProgramme(await owned(db, actor, before.id));
}

export async function adhesions(db: DbHandle, actor: Actor, filter: { estado?: AdhesionState | undefined; idPrograma?: number | undefined }): Promise<StaffAdhesion[]> {
  const rows = await repo.adhesions(db, actor.institutionId, { state: filter.estado, programmeId: filter.idPrograma });
  return rows.map((row) => presentAdhesion(row, actor.language));
}

/**
 * Accepts or refuses a waiting request (a refusal carries its reason, checked by the schema); one already decided
 * is 621, another institution's 608. The company's contacts are told (by mail too, by default).
 */
export async function decide(db: DbHandle, actor: Actor, effects: CallEffects, input: { id: number; aceptar: boolean; motivo?: string | undefined }, now: Date): Promise<StaffAdhesion> {
  const [row] = await repo.adhesions(db, actor.institutionId, { id: input.id });
  if (!row) throw new AppError(Status.NotFound);
  const state: AdhesionState = input.aceptar ? 'aceptada' : 'rechazada';
  const reason = input.aceptar ? null : (input.motivo ?? null);
  if (row.state !== 'solicitada' || !(await repo.decide(db, actor.institutionId, row.id, { state, reason, byUserId: actor.userId, at: now }))) {
    throw new AppError(Status.AdhesionAlreadyDecided);
  }
  await recordAudit(db, actor, { entity: 'programme', entityId: row.programme_id, action: input.aceptar ? 'acceptAdhesion' : 'rejectAdhesion', from: 'solicitada', to: state, detail: row.trade_name });
  await effects.notify({
    kind: 'programme.decided',
    to: { company: row.company_id },
    params: {
      programa: { es: programmeTitle(row, 'es'), ca: programmeTitle(row, 'ca'), en: programmeTitle(row, 'en') },
      estado: STATE_NAMES[state],
      ...(reason ? { motivo: reason } : {}),
    },
    link: `/programas-practicas-activos/${row.programme_id}`,
  });
  const [decided] = await repo.adhesions(db, actor.institutionId, { id: row.id });
  return presentAdhesion(decided!, actor.language);
}
