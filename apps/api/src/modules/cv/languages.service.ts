import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { Status, type addLanguageBody, type editLanguageBody } from '@portal/shared';
import type { z } from 'zod';
import { assertCatalogIds } from '../domains/index.ts';
import { fieldError } from './field-rules.ts';
import { createLanguagesRepository } from './languages.repository.ts';
import { authorizeCvEntry } from './cv-entry-access.ts';

type AddLanguage = z.output<typeof addLanguageBody>;
type EditLanguage = z.output<typeof editLanguageBody>;

const alreadyThere = () => fieldError(Status.AlreadyExists, 'idIdioma', 'malformed');

/** The unique index (one entry per language) answers a race the check before it could not see. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

async function assertKnown(db: DbHandle, actor: Actor, input: AddLanguage): Promise<void> {
  await assertCatalogIds(db, actor.institutionId, [
    { campo: 'idIdioma', catalog: 'languages', ids: input.idIdioma },
    { campo: 'idNivel', catalog: 'language_levels', ids: input.idNivel },
  ]);
}

const values = (input: AddLanguage) => ({ languageId: input.idIdioma, levelId: input.idNivel, certificate: input.certificado ?? null });

export async function addLanguage(db: DbHandle, actor: Actor, input: AddLanguage): Promise<number> {
  await assertKnown(db, actor, input);
  const languages = createLanguagesRepository(db);
  if ((await languages.entryFor(actor.userId, input.idIdioma)) !== undefined) throw alreadyThere();
  return languages.insert(actor.userId, values(input)).catch((error: unknown) => {
    throw isUniqueViolation(error) ? alreadyThere() : error;
  });
}

export async function editLanguage(db: DbHandle, actor: Actor, input: EditLanguage): Promise<void> {
  const languages = createLanguagesRepository(db);
  await authorizeCvEntry(db, actor, 'candidate_languages', input.id, 'edit');
  await assertKnown(db, actor, input);
  const existing = await languages.entryFor(actor.userId, input.idIdioma);
  if (existing !== undefined && existing !== input.id) throw alreadyThere();
  await languages.update(actor.userId, input.id, values(input)).catch((error: unknown) => {
    throw isUniqueViolation(error) ? alreadyThere() : error;
  });
}

export async function deleteLanguage(db: DbHandle, actor: Actor, id: number): Promise<void> {
  const languages = createLanguagesRepository(db);
  await authorizeCvEntry(db, actor, 'candidate_languages', id, 'delete');
  await languages.delete(actor.userId, id);
}
