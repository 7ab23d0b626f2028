import { Status, type addExperienceBody, type editExperienceBody, type FieldRule } from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { assertCatalogIds } from '../domains/index.ts';
import { deleteOwnFiles, storeUpload } from '../files/index.ts';
import type { Actor } from '../../lib/request-context.ts';
import { fileOwner } from './cv-context.ts';
import { createExperiencesRepository, type ExperienceRow } from './experiences.repository.ts';
import { assertRequired, ruledValue } from './field-rules.ts';
import { authorizeCvEntry } from './cv-entry-access.ts';

type AddExperience = z.output<typeof addExperienceBody>;
type EditExperience = z.output<typeof editExperienceBody>;

/** The fields of an experience the brand's `fields.experiencia` rules govern. */
interface RuledFields {
  idSector: number | null;
  idArea: number | null;
  idTipoContrato: number | null;
  subtipoContrato: string | null;
  fechaFin: string | null;
  idProvincia: number | null;
  enlace: string | null;
  descripcion: string | null;
}
const FIELDS_OF_RULE: Record<string, readonly (keyof RuledFields)[]> = {
  sector: ['idSector'],
  area: ['idArea'],
  tipoContrato: ['idTipoContrato'],
  subtipoContrato: ['subtipoContrato'],
  provincia: ['idProvincia'],
  enlace: ['enlace'],
  descripcion: ['descripcion'],
};

const stored = (row: ExperienceRow | undefined): RuledFields => ({
  idSector: row?.sector_id ?? null,
  idArea: row?.functional_area_id ?? null,
  idTipoContrato: row?.contract_type_id ?? null,
  subtipoContrato: row?.contract_subtype ?? null,
  fechaFin: row?.end_date ?? null,
  idProvincia: row?.province_id ?? null,
  enlace: row?.link ?? null,
  descripcion: row?.description ?? null,
});

function ruled(rules: Record<string, FieldRule>, row: ExperienceRow | undefined, input: AddExperience): RuledFields {
  const before = stored(row);
  const merged: RuledFields = {
    idSector: ruledValue(rules.sector, before.idSector, input.idSector ?? null),
    idArea: ruledValue(rules.area, before.idArea, input.idArea ?? null),
    idTipoContrato: ruledValue(rules.tipoContrato, before.idTipoContrato, input.idTipoContrato ?? null),
    subtipoContrato: ruledValue(rules.subtipoContrato, before.subtipoContrato, input.subtipoContrato ?? null),
    // The end date is one of the "fechas"; the start date is always required.
    fechaFin: ruledValue(rules.fechas, before.fechaFin, input.fechaFin ?? null),
    idProvincia: ruledValue(rules.provincia, before.idProvincia, input.idProvincia ?? null),
    enlace: ruledValue(rules.enlace, before.enlace, input.enlace ?? null),
    descripcion: ruledValue(rules.descripcion, before.descripcion, input.descripcion ?? null),
  };
  assertRequired(rules, FIELDS_OF_RULE, merged);
  return merged;
}

async function assertKnown(db: DbHandle, actor: Actor, fields: RuledFields): Promise<void> {
  await assertCatalogIds(db, actor.institutionId, [
    { campo: 'idSector', catalog: 'sectors', ids: fields.idSector },
    { campo: 'idArea', catalog: 'functional_areas', ids: fields.idArea },
    { campo: 'idTipoContrato', catalog: 'contract_types', ids: fields.idTipoContrato },
    { campo: 'idProvincia', catalog: 'provinces', ids: fields.idProvincia },
  ]);
}

const columns = (input: AddExperience, fields: RuledFields) => ({
  position: input.puesto,
  company: input.empresa,
  sector_id: fields.idSector,
  functional_area_id: fields.idArea,
  contract_type_id: fields.idTipoContrato,
  contract_subtype: fields.subtipoContrato,
  start_date: input.fechaInicio,
  end_date: fields.fechaFin,
  province_id: fields.idProvincia,
  link: fields.enlace,
  description: fields.descripcion,
});

/** A hidden or read-only attachment field takes no new file (the same rule as the other fields). */
function attachmentAllowed(actor: Actor, currentFileId: string | null): boolean {
  const rule = actor.brand.fields.experiencia.adjunto;
  return ruledValue(rule, currentFileId, 'new') === 'new';
}

async function storeAttachment(db: DbHandle, actor: Actor, input: AddExperience, currentFileId: string | null): Promise<string | null> {
  if (!input.adjunto || !attachmentAllowed(actor, currentFileId)) return null;
  return storeUpload(db, fileOwner(actor), input.adjunto, input.puesto, {
    content: 'adjunto.ficheroB64ParaAltas',
    extension: 'adjunto.extension_adjunto',
  });
}

function assertDatesInOrder(start: string, end: string | null): void {
  if (end !== null && start > end) {
    throw new AppError(Status.StartDateAfterEndDate, {
      datos: { errores: [{ campo: 'fechaFin', codigo: Status.StartDateAfterEndDate, clave: 'dateOrder' }] },
    });
  }
}

export async function addExperience(db: DbHandle, actor: Actor, input: AddExperience): Promise<number> {
  const fields = ruled(actor.brand.fields.experiencia, undefined, input);
  assertDatesInOrder(input.fechaInicio, fields.fechaFin);
  await assertKnown(db, actor, fields);
  const attachment = await storeAttachment(db, actor, input, null);
  return createExperiencesRepository(db).insert(actor.userId, { ...columns(input, fields), attachment_file_id: attachment });
}

/** The attachment stays unless a new file replaces it or `quitarAdjunto` removes it; the old file is deleted. */
export async function editExperience(db: DbHandle, actor: Actor, input: EditExperience): Promise<void> {
  const experiences = createExperiencesRepository(db);
  await authorizeCvEntry(db, actor, 'candidate_experiences', input.id, 'edit');
  const row = await experiences.find(input.id);
  if (!row) throw new AppError(Status.NotFound);
  const fields = ruled(actor.brand.fields.experiencia, row, input);
  assertDatesInOrder(input.fechaInicio, fields.fechaFin);
  await assertKnown(db, actor, fields);
  const replacement = await storeAttachment(db, actor, input, row.attachment_file_id);
  const removed = replacement !== null || (input.quitarAdjunto === true && attachmentAllowed(actor, row.attachment_file_id));
  await experiences.update(actor.userId, row.id, {
    ...columns(input, fields),
    attachment_file_id: removed ? replacement : row.attachment_file_id,
  });
  if (removed) await deleteOwnFiles(db, fileOwner(actor), [row.attachment_file_id]);
}

export async function deleteExperience(db: DbHandle, actor: Actor, id: number): Promise<void> {
  const experiences = createExperiencesRepository(db);
  await authorizeCvEntry(db, actor, 'candidate_experiences', id, 'delete');
  const row = await experiences.find(id);
  if (!row) throw new AppError(Status.NotFound);
  await experiences.delete(actor.userId, row.id);
  await deleteOwnFiles(db, fileOwner(actor), [row.attachment_file_id]);
}
