import { Status, type StaffGuide, type guideBody } from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { storeUpload } from '../files/index.ts';
import { guideFilePath } from '../home/index.ts';
import { publishedImage } from './content-image.ts';
import * as repo from './guides.repository.ts';

type GuideInput = z.output<typeof guideBody>;

function present(row: repo.GuideRow): StaffGuide {
  return {
    id: row.id,
    tituloCa: row.title_ca,
    tituloEs: row.title_es,
    tituloEn: row.title_en,
    descripcionCa: row.description_ca,
    descripcionEs: row.description_es,
    descripcionEn: row.description_en,
    nombreFichero: row.file_id ? row.file_name : null,
    urlFichero: row.file_id ? guideFilePath(row.id) : (row.url ?? ''),
    enlace: row.url,
    imagen: row.image_url,
  };
}

const summary = (guide: StaffGuide) => `${guide.tituloEs} (${guide.nombreFichero ?? guide.enlace ?? ''})`;

async function owned(db: DbHandle, actor: Actor, id: number): Promise<repo.GuideRow> {
  const row = await repo.findGuide(db, actor.institutionId, id);
  if (!row) throw new AppError(Status.NotFound);
  return row;
}

export async function guides(db: DbHandle, actor: Actor): Promise<StaffGuide[]> {
  return (await repo.listGuides(db, actor.institutionId)).map(present);
}

/**
 * A guide points at a stored file or at an address: a new file replaces the stored one (and the address); an
 * address given without a file replaces the stored file. Neither, on a new guide, is 15 on `fichero`.
 */
export async function saveGuide(db: DbHandle, actor: Actor, input: GuideInput): Promise<StaffGuide> {
  const before = input.id === undefined ? undefined : await owned(db, actor, input.id);
  if (!input.fichero && !input.enlace && !before?.file_id) {
    throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'fichero', codigo: Status.MissingMandatoryData, clave: 'fileOrUrl' }] } });
  }
  const fileId = input.fichero
    ? await storeUpload(db, { institutionId: actor.institutionId, userId: actor.userId }, input.fichero, input.tituloEs, {
        content: 'fichero.ficheroB64ParaAltas',
        extension: 'fichero.extension_adjunto',
      })
    : input.enlace
      ? null
      : (before?.file_id ?? null);
  const image = input.imagen ? await publishedImage(input.imagen, 'imagen') : input.sinImagen ? null : (before?.image_url ?? null);
  const data: repo.GuideData = {
    title_ca: input.tituloCa,
    title_es: input.tituloEs,
    title_en: input.tituloEn,
    description_ca: input.descripcionCa,
    description_es: input.descripcionEs,
    description_en: input.descripcionEn,
    file_id: fileId,
    url: fileId ? null : (input.enlace ?? null),
    image_url: image,
  };
  let id: number;
  if (before) {
    id = before.id;
    await repo.updateGuide(db, actor.institutionId, id, data);
    if (before.file_id && before.file_id !== fileId) await repo.deleteGuideFile(db, actor.institutionId, before.file_id);
  } else {
    id = await repo.insertGuide(db, actor.institutionId, data);
  }
  const saved = present((await repo.findGuide(db, actor.institutionId, id)) as repo.GuideRow);
  await recordAudit(db, actor, {
    entity: 'content',
    entityId: id,
    action: before ? 'editGuide' : 'createGuide',
    from: before ? summary(present(before)) : null,
    to: summary(saved),
  });
  return saved;
}

export async function deleteGuide(db: DbHandle, actor: Actor, id: number): Promise<{ id: number }> {
  const before = await owned(db, actor, id);
  await repo.deleteGuide(db, actor.institutionId, id);
  if (before.file_id) await repo.deleteGuideFile(db, actor.institutionId, before.file_id);
  await recordAudit(db, actor, { entity: 'content', entityId: id, action: 'deleteGuide', from: summary(present(before)) });
  return { id };
}
