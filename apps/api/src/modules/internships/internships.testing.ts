import { sql } from 'kysely';
import { dni } from '../../db/seed/identifiers.ts';
import type { Db } from '../../db/database.ts';
import type { InternshipState } from './internships.tables.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_PASSWORD } from '../../testing/test-app.ts';

/** Factories for the internship tests. */

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export function pdfUpload(nombre = 'documento.pdf') {
  return { ficheroB64ParaAltas: `data:application/pdf;base64,${PDF_BYTES.toString('base64')}`, extension_adjunto: 'pdf', nombre };
}

export function docxUpload(nombre = 'memoria.docx') {
  return { ficheroB64ParaAltas: Buffer.from('PK\u0003\u0004 not really a docx').toString('base64'), extension_adjunto: 'docx', nombre };
}

/** A PNG renamed to .pdf: the extension says PDF, the content does not. */
export function pngPretendingToBePdf() {
  return { ficheroB64ParaAltas: Buffer.from('\u0089PNG\r\n\u001a\n0000').toString('base64'), extension_adjunto: 'pdf', nombre: 'foto.pdf' };
}

export async function userId(db: Db, institutionId: string, email: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('institution_id', '=', institutionId)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.id;
}

let candidates = 0;

/**
 * A candidate account with a CV row, password DEMO_PASSWORD, and the data an internship needs (518 otherwise)
 * unless `practiceData` is false; returns its e-mail and id.
 */
export async function createCandidate(db: Db, institutionId: string, extra: { deletionRequested?: Date; practiceData?: boolean } = {}) {
  const practiceData = extra.practiceData !== false;
  candidates += 1;
  const email = `candidata.${candidates}.${Date.now()}@example.net`;
  const user = await db
    .insertInto('users')
    .values({
      institution_id: institutionId,
      role: 'Alumno',
      email,
      first_name: 'Candidata',
      last_name: `Prueba ${candidates}`,
      document_number: practiceData ? dni(81_000_000 + candidates) : null,
      password_hash: await hashPassword(DEMO_PASSWORD),
      rgpd_version: 1,
      rgpd_accepted_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('candidates')
    .values({
      user_id: user.id,
      institution_id: institutionId,
      deletion_requested_at: extra.deletionRequested ?? null,
      ...(practiceData ? { birth_date: '2002-03-14', social_security_number: '071234567890' } : {}),
    })
    .execute();
  return { email, id: user.id };
}

export async function createInternship(
  db: Db,
  row: { institutionId: string; candidateId: number; state?: InternshipState; degreeId?: number | null; companyId?: number | null },
): Promise<number> {
  const inserted = await db
    .insertInto('internships')
    .values({
      institution_id: row.institutionId,
      candidate_id: row.candidateId,
      company_id: row.companyId ?? null,
      degree_id: row.degreeId ?? null,
      state: row.state ?? 'active',
      start_date: '2026-01-01',
      end_date: '2026-06-30',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function addStudy(db: Db, row: { institutionId: string; candidateId: number; degreeId: number; finished?: boolean }): Promise<number> {
  const inserted = await db
    .insertInto('candidate_studies')
    .values({
      candidate_id: row.candidateId,
      institution_id: row.institutionId,
      is_university: true,
      degree_id: row.degreeId,
      level: 'grado',
      finished: row.finished ?? false,
      course_year: 3,
      credits_passed: 150,
      credits_total: 240,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The CIF of the company a demo contact belongs to. */
export async function companyOfContact(db: Db, institutionId: string, email: string) {
  return db
    .selectFrom('companies')
    .innerJoin('company_contacts', 'company_contacts.company_id', 'companies.id')
    .innerJoin('users', 'users.id', 'company_contacts.user_id')
    .select(['companies.id', 'companies.cif', 'companies.trade_name'])
    .where('companies.institution_id', '=', institutionId)
    .where('users.email', '=', email)
    .orderBy('companies.id')
    .executeTakeFirstOrThrow();
}
