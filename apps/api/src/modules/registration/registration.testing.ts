import type { Db } from '../../db/database.ts';
import { dni } from '../../db/seed/identifiers.ts';

/** Factories for the registration and deregistration tests. */

let people = 0;

/**
 * A valid registration form for a new person (a fresh e-mail and DNI each call). The DNI is numbered by the
 * sequence alone: each test file has a database of its own, so the sequence is unique where it matters, in a range
 * no demo or factory person uses (60,000,000+). Adding the clock's milliseconds, as it once did, let two people of
 * one file draw the same number now and then (answer 94) whenever their milliseconds differed by 7 per person.
 */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  people += 1;
  return {
    nombre: 'Marina',
    apellidos: 'Coll Bauzà',
    email: `marina.${people}.${Date.now()}@example.net`,
    tipoDocumento: 'dni',
    documento: dni(60_000_000 + people),
    password: 'Segura123',
    confirmacion: 'Segura123',
    aceptaPrivacidad: true,
    ...overrides,
  };
}

async function storedFile(db: Db, institutionId: string, ownerUserId: number, name: string): Promise<string> {
  const content = Buffer.from(`content of ${name}`);
  const extension = name.split('.').pop() ?? 'pdf';
  const row = await db
    .insertInto('files')
    .values({ institution_id: institutionId, owner_user_id: ownerUserId, name, extension, mime_type: 'application/octet-stream', size_bytes: content.length, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Fills the CV and the traces of a candidate: personal data, a study, a language, an experience with an
 * attachment, a document, a profile picture, a candidacy, an internship with an uploaded document, a saved
 * search and a viewed offer. Returns the ids the erasure test checks.
 */
export async function fillCandidateData(db: Db, institutionId: string, userId: number) {
  const photo = await storedFile(db, institutionId, userId, 'foto.png');
  await db
    .updateTable('candidates')
    .set({
      second_surname: 'Bauzà',
      birth_date: '2001-04-12',
      gender: 'mujer',
      personal_email: `personal.${userId}@example.net`,
      student_email: `estudiante.${userId}@example.edu`,
      mobile: '600 111 222',
      address: 'Carrer Major 1',
      postal_code: '07001',
      locality: 'Palma',
      iban: 'ES9121000418450200051332',
      social_security_number: '071234567890',
      nationality_ids: [1],
      presentation: 'Me interesa el análisis de datos.',
      portfolio_url: 'https://www.example.net/marina',
      profile_image_file_id: photo,
      cv_created_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
  const degree = await db
    .selectFrom('catalog_items')
    .select('id')
    .where('catalog', '=', 'degrees')
    .where('institution_id', '=', institutionId)
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  await db.insertInto('candidate_studies').values({ candidate_id: userId, institution_id: institutionId, is_university: true, degree_id: degree.id, level: 'grado' }).execute();
  await db.insertInto('candidate_languages').values({ candidate_id: userId, language_id: 1, level_id: 1 }).execute();
  const attachment = await storedFile(db, institutionId, userId, 'contrato.pdf');
  await db
    .insertInto('candidate_experiences')
    .values({ candidate_id: userId, position: 'Camarera', company: 'Hotel Sol', start_date: '2022-06-01', attachment_file_id: attachment })
    .execute();
  const cv = await storedFile(db, institutionId, userId, 'cv.pdf');
  await db.insertInto('candidate_documents').values({ candidate_id: userId, document_type_id: 1, name: 'cv.pdf', visibility: 'public', file_id: cv }).execute();

  const offer = await db.selectFrom('offers').select('id').where('institution_id', '=', institutionId).orderBy('id').executeTakeFirstOrThrow();
  const candidacy = await db
    .insertInto('candidacies')
    .values({ institution_id: institutionId, offer_id: offer.id, candidate_id: userId, state_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const internship = await db
    .insertInto('internships')
    .values({ institution_id: institutionId, candidate_id: userId, state: 'active', start_date: '2026-01-01', end_date: '2026-06-30' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const form = await storedFile(db, institutionId, userId, 'anexo.pdf');
  await db.insertInto('internship_documents').values({ internship_id: internship.id, kind: 'form', name: 'anexo.pdf', file_id: form, uploaded_by_user_id: userId }).execute();
  await db.insertInto('saved_searches').values({ user_id: userId, name: 'Datos', profile: 1, filters: JSON.stringify({ texto: 'datos' }) }).execute();
  await db.insertInto('offer_views').values({ user_id: userId, offer_id: offer.id }).execute();
  return { candidacyId: candidacy.id, internshipId: internship.id, offerId: offer.id };
}
