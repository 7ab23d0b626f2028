import { PROFILE_PHOTO_EXTENSIONS, Status, type professionalProfileBody } from '@portal/shared';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { CandidatesTable } from './cv.tables.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { CatalogName } from '../domains/index.ts';
import { createCatalogRepository } from '../domains/index.ts';
import { assertCatalogIds } from '../domains/index.ts';
import { decodeUpload } from '../files/index.ts';
import { deleteOwnFiles, storeBytes } from '../files/index.ts';
import { createCandidateRepository } from './candidate.repository.ts';
import type { Actor } from '../../lib/request-context.ts';
import { fileOwner } from './cv-context.ts';
import { fieldError } from './field-rules.ts';
import { resizeProfileImage, type ProfileImage } from './profile-image.ts';

type ProfessionalProfile = z.output<typeof professionalProfileBody>;
type IdListColumn = 'interest_tag_ids' | 'sector_interest_ids' | 'software_ids' | 'competence_ids';
type ChoiceColumn = 'preferred_practice_period_id' | 'training_level_id';

/** The CV's lists of reference ids: each call replaces one whole list. */
const ID_LISTS = {
  interests: { campo: 'idsTags', catalog: 'tags', column: 'interest_tag_ids' },
  sectorInterests: { campo: 'idsSectores', catalog: 'sectors', column: 'sector_interest_ids' },
  software: { campo: 'idsProgramas', catalog: 'software', column: 'software_ids' },
  competences: { campo: 'idsCompetencias', catalog: 'competences', column: 'competence_ids' },
} as const satisfies Record<string, { campo: string; catalog: CatalogName; column: IdListColumn }>;

/** The CV's single choices from a reference list. */
const CHOICES = {
  practicePeriod: { campo: 'idPeriodoPreferencia', catalog: 'practice_periods', column: 'preferred_practice_period_id' },
  trainingLevel: { campo: 'id', catalog: 'training_levels', column: 'training_level_id' },
} as const satisfies Record<string, { campo: string; catalog: CatalogName; column: ChoiceColumn }>;

export function saveValues(db: DbHandle, actor: Actor, values: Updateable<CandidatesTable>): Promise<void> {
  return createCandidateRepository(db).update(actor.institutionId, actor.userId, values);
}

export async function saveIdList(db: DbHandle, actor: Actor, list: keyof typeof ID_LISTS, ids: number[]): Promise<void> {
  const { campo, catalog, column } = ID_LISTS[list];
  await assertCatalogIds(db, actor.institutionId, [{ campo, catalog, ids }]);
  await saveValues(db, actor, { [column]: ids });
}

/** `id` undefined clears the choice. */
export async function saveChoice(db: DbHandle, actor: Actor, choice: keyof typeof CHOICES, id: number | undefined): Promise<void> {
  const { campo, catalog, column } = CHOICES[choice];
  await assertCatalogIds(db, actor.institutionId, [{ campo, catalog, ids: id }]);
  await saveValues(db, actor, { [column]: id ?? null });
}

/** Driving licences are kept as their codes (AM, B, C1...), as offers state them in their requirements. */
export async function saveProfessionalProfile(db: DbHandle, actor: Actor, input: ProfessionalProfile): Promise<void> {
  const codes = [...new Set(input.carnetsConducir.map((code) => code.toUpperCase()))];
  const known = await createCatalogRepository(db).findByCodes(actor.institutionId, 'driving_licences', codes, 'es');
  if (known.length !== codes.length) throw fieldError(Status.MissingMandatoryData, 'carnetsConducir', 'malformed');
  await saveValues(db, actor, {
    driving_licences: codes,
    own_car: input.vehiculoPropio,
    available_to_travel: input.disponibilidadViajar,
    available_to_relocate: input.disponibilidadTraslado,
    currently_working: input.trabajandoActualmente,
  });
}

/** Decoding and scaling happen before the transaction, which then only writes. */
export async function prepareProfileImage(input: { extension: string; ficheroB64: string }): Promise<ProfileImage> {
  const upload = await decodeUpload(input.ficheroB64, input.extension, { content: 'ficheroB64', extension: 'extension' }, PROFILE_PHOTO_EXTENSIONS);
  return resizeProfileImage(upload.bytes);
}

/** The new photo replaces the old one, whose file is deleted in the same transaction. */
export async function saveProfileImage(db: DbHandle, actor: Actor, image: ProfileImage): Promise<void> {
  const owner = fileOwner(actor);
  const fileId = await storeBytes(db, owner, { name: `imagen-perfil.${image.extension}`, extension: image.extension, mimeType: image.mimeType, bytes: image.bytes });
  const candidates = createCandidateRepository(db);
  const previous = (await candidates.find(actor.institutionId, actor.userId))?.profile_image_file_id ?? null;
  await saveValues(db, actor, { profile_image_file_id: fileId });
  await deleteOwnFiles(db, owner, [previous]);
}
