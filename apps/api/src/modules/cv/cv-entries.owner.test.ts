import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, Status, type StatusCode } from '@portal/shared';
import type { Actor } from '../../lib/request-context.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deleteSavedSearch, saveSearch } from '../offers/saved-searches.service.ts';
import { cvFactory } from './cv.factory.ts';
import type { CvEntryTable } from './cv-entries.repository.ts';
import { deleteDocument } from './documents.service.ts';
import { deleteExperience, editExperience } from './experiences.service.ts';
import { deleteLanguage, editLanguage } from './languages.service.ts';
import { deleteStudy, editStudy, withdrawUniversityStudy } from './studies.service.ts';

/*
 * The services ask the CV entry and saved-search policies whose row an id names: the lookup is not narrowed to the
 * caller, so without the policy's check another candidate's id would go through (and, the writes being narrowed to
 * the caller's rows, answer "done" while nothing changed). Each call is made by candidate B on candidate A's rows.
 */

let t: TestApp;
let owner: Actor;
let other: Actor;

const actorOf = (userId: number): Actor => ({ institutionId: 'generic', brand: brands.generic, language: 'es', userId, role: 'Alumno' });

beforeAll(async () => {
  t = await createTestApp();
  const f = cvFactory(t);
  const [a, b] = [await f.candidate(), await f.candidate()];
  owner = actorOf(a.userId);
  other = actorOf(b.userId);
  // A's entries, copied from a demo candidate's of the same institution so every column is as the app writes it.
  const demo = await t.db.selectFrom('users').select('id').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow();
  for (const table of ['candidate_studies', 'candidate_languages', 'candidate_experiences', 'candidate_documents'] as const) {
    const source = await t.db.selectFrom(table).selectAll().where('candidate_id', '=', demo.id).orderBy('id').executeTakeFirst();
    if (!source) throw new Error(`setup: the demo candidate has no ${table} row`);
    const { id: _id, ...values } = source as { id: number } & Record<string, unknown>;
    await t.db.insertInto(table).values({ ...values, candidate_id: owner.userId } as never).execute();
  }
});
afterAll(async () => {
  await t?.close();
});

async function ownersRow(table: CvEntryTable, where: Record<string, unknown> = {}) {
  let query = t.db.selectFrom(table).selectAll().where('candidate_id', '=', owner.userId);
  for (const [column, value] of Object.entries(where)) query = query.where(column as never, '=', value as never);
  return (await query.orderBy('id').executeTakeFirstOrThrow()) as { id: number } & Record<string, unknown>;
}

async function refused(call: Promise<unknown>, code: StatusCode) {
  await expect(call).rejects.toMatchObject({ status: code });
}

describe("a candidate's CV entries, through the services, for another candidate", () => {
  it('a study: not edited, withdrawn or deleted (code 41, as for a study that does not exist)', async () => {
    const study = await ownersRow('candidate_studies');
    await refused(editStudy(t.db, other, { id: study.id, titulo: 'Otro', centro: 'Otro centro' } as never), Status.StudiesNotFound);
    await refused(withdrawUniversityStudy(t.db, other, study.id, t.clock.now()), Status.StudiesNotFound);
    await refused(deleteStudy(t.db, other, study.id), Status.StudiesNotFound);
    expect(await ownersRow('candidate_studies', { id: study.id })).toEqual(study);
  });

  it('a language: not edited or deleted (608)', async () => {
    const language = await ownersRow('candidate_languages');
    await refused(editLanguage(t.db, other, { id: language.id, idIdioma: language.language_id, idNivel: language.level_id } as never), Status.NotFound);
    await refused(deleteLanguage(t.db, other, language.id), Status.NotFound);
    expect(await ownersRow('candidate_languages', { id: language.id })).toEqual(language);
  });

  it('an experience: not edited or deleted (608)', async () => {
    const experience = await ownersRow('candidate_experiences');
    await refused(editExperience(t.db, other, { id: experience.id, puesto: 'Otro puesto' } as never), Status.NotFound);
    await refused(deleteExperience(t.db, other, experience.id), Status.NotFound);
    expect(await ownersRow('candidate_experiences', { id: experience.id })).toEqual(experience);
  });

  it('a document: not deleted (608)', async () => {
    const document = await ownersRow('candidate_documents');
    await refused(deleteDocument(t.db, other, document.id), Status.NotFound);
    expect(await ownersRow('candidate_documents', { id: document.id })).toEqual(document);
  });

  it('while the owner deletes its own (the refusals are the policy, not a lookup that finds nothing)', async () => {
    const language = await ownersRow('candidate_languages');
    await deleteLanguage(t.db, owner, language.id);
    expect(await t.db.selectFrom('candidate_languages').select('id').where('id', '=', language.id).executeTakeFirst()).toBeUndefined();
  });
});

describe("a candidate's saved search, through the service, for another candidate", () => {
  it('is not deleted (608, as for a search that does not exist); the owner deletes it', async () => {
    const saved = await saveSearch(t.db, owner, { nombre: 'Prácticas en Palma', tipo: 2, filtros: {} }, t.clock.now());
    await refused(deleteSavedSearch(t.db, other, saved.id), Status.NotFound);
    expect(await t.db.selectFrom('saved_searches').select('id').where('id', '=', saved.id).executeTakeFirst()).toBeDefined();
    await deleteSavedSearch(t.db, owner, saved.id);
    expect(await t.db.selectFrom('saved_searches').select('id').where('id', '=', saved.id).executeTakeFirst()).toBeUndefined();
  });
});
