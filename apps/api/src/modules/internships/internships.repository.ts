import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InternshipDocumentsTable, InternshipState } from './internships.tables.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';

export type InternshipDocumentKind = InternshipDocumentsTable['kind'];

export interface Labels {
  ca: string;
  es: string;
  en: string;
}

/** A tutor as stored in internships.company_tutor / academic_tutor (jsonb, snake_case keys like the columns). */
export interface StoredTutor {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  phone?: unknown;
  position?: unknown;
}

export interface InternshipRecord {
  id: number;
  state: InternshipState;
  company: { id: number; name: string } | null;
  startDate: string;
  endDate: string;
  hoursPerDay: number | null;
  hoursPerWeek: number | null;
  course: string | null;
  degree: { id: number; labels: Labels; isCycle: boolean } | null;
  programme: { id: number; labels: Labels } | null;
  jobPosition: string | null;
  department: string | null;
  tasks: string | null;
  isCurricular: boolean;
  companyTutor: StoredTutor;
  academicTutor: StoredTutor;
}

export interface InternshipDocumentRecord {
  id: number;
  internshipId: number;
  kind: InternshipDocumentKind;
  documentType: { id: number; labels: Labels } | null;
  name: string;
  createdAt: Date;
  fileId: string;
  /** Who uploaded it: the candidate, someone of the service or the company, or nobody known (imported). */
  uploadedBy: number | null;
}

export interface CurrentDegreeRecord {
  studyId: number;
  degreeId: number;
  labels: Labels;
  level: string;
  courseYear: number | null;
  creditsPassed: number | null;
  creditsTotal: number | null;
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));
const labelsOf = (row: { ca: string | null; es: string | null; en: string | null }): Labels | null =>
  row.ca === null || row.es === null || row.en === null ? null : { ca: row.ca, es: row.es, en: row.en };

export function createInternshipsRepository(db: Db) {
  return {
    async listOf(institutionId: string, candidateId: number): Promise<InternshipRecord[]> {
      const rows = await db
        .selectFrom('internships as i')
        .leftJoin('companies as c', (join) => join.onRef('c.id', '=', 'i.company_id').onRef('c.institution_id', '=', 'i.institution_id'))
        .leftJoin('catalog_items as d', (join) =>
          join.onRef('d.id', '=', 'i.degree_id').onRef('d.institution_id', '=', 'i.institution_id').on('d.catalog', '=', 'degrees'),
        )
        .leftJoin('catalog_items as p', (join) =>
          join.onRef('p.id', '=', 'i.programme_id').onRef('p.institution_id', '=', 'i.institution_id').on('p.catalog', '=', 'programmes'),
        )
        .select([
          'i.id',
          'i.state',
          'i.company_id',
          'c.trade_name',
          sql<string>`to_char(i.start_date, 'YYYY-MM-DD')`.as('start_date'),
          sql<string>`to_char(i.end_date, 'YYYY-MM-DD')`.as('end_date'),
          'i.hours_per_day',
          'i.hours_per_week',
          'i.course',
          'i.degree_id',
          'd.label_ca as degree_ca',
          'd.label_es as degree_es',
          'd.label_en as degree_en',
          sql<boolean>`coalesce(d.extra ->> 'cycle', '') <> ''`.as('degree_is_cycle'),
          'i.programme_id',
          'p.label_ca as programme_ca',
          'p.label_es as programme_es',
          'p.label_en as programme_en',
          'i.job_position',
          'i.department',
          'i.tasks',
          'i.is_curricular',
          'i.company_tutor',
          'i.academic_tutor',
        ])
        .$call(inInstitution(institutionId, 'i.institution_id'))
        .where(ownedBy(candidateId, 'i.candidate_id'))
        .orderBy('i.start_date', 'desc')
        .orderBy('i.id', 'desc')
        .execute();
      return rows.map((r) => {
        const degreeLabels = labelsOf({ ca: r.degree_ca, es: r.degree_es, en: r.degree_en });
        const programmeLabels = labelsOf({ ca: r.programme_ca, es: r.programme_es, en: r.programme_en });
        return {
          id: r.id,
          state: r.state,
          company: r.company_id !== null && r.trade_name !== null ? { id: r.company_id, name: r.trade_name } : null,
          startDate: r.start_date,
          endDate: r.end_date,
          hoursPerDay: numberOrNull(r.hours_per_day),
          hoursPerWeek: numberOrNull(r.hours_per_week),
          course: r.course,
          degree: r.degree_id !== null && degreeLabels ? { id: r.degree_id, labels: degreeLabels, isCycle: r.degree_is_cycle } : null,
          programme: r.programme_id !== null && programmeLabels ? { id: r.programme_id, labels: programmeLabels } : null,
          jobPosition: r.job_position,
          department: r.department,
          tasks: r.tasks,
          isCurricular: r.is_curricular,
          companyTutor: r.company_tutor as StoredTutor,
          academicTutor: r.academic_tutor as StoredTutor,
        };
      });
    },

    async documentsOf(internshipIds: number[]): Promise<InternshipDocumentRecord[]> {
      if (internshipIds.length === 0) return [];
      const rows = await db
        .selectFrom('internship_documents as doc')
        .leftJoin('catalog_items as t', (join) =>
          join.onRef('t.id', '=', 'doc.document_type_id').on('t.catalog', '=', 'document_types').on('t.institution_id', 'is', null),
        )
        .select([
          'doc.id',
          'doc.internship_id',
          'doc.kind',
          'doc.document_type_id',
          't.label_ca',
          't.label_es',
          't.label_en',
          'doc.name',
          'doc.created_at',
          'doc.file_id',
          'doc.uploaded_by_user_id',
        ])
        .where('doc.internship_id', 'in', internshipIds)
        .orderBy('doc.created_at')
        .orderBy('doc.id')
        .execute();
      return rows.map((r) => {
        const labels = labelsOf({ ca: r.label_ca, es: r.label_es, en: r.label_en });
        return {
          id: r.id,
          internshipId: r.internship_id,
          kind: r.kind,
          documentType: r.document_type_id !== null && labels ? { id: r.document_type_id, labels } : null,
          name: r.name,
          createdAt: r.created_at,
          fileId: r.file_id,
          uploadedBy: r.uploaded_by_user_id,
        };
      });
    },

    /** The internship only when it is this candidate's, in this institution. */
    async findOwned(institutionId: string, candidateId: number, internshipId: number) {
      return db
        .selectFrom('internships as i')
        .leftJoin('catalog_items as d', (join) =>
          join.onRef('d.id', '=', 'i.degree_id').onRef('d.institution_id', '=', 'i.institution_id').on('d.catalog', '=', 'degrees'),
        )
        .select(['i.id', 'i.institution_id', 'i.candidate_id', 'i.state', sql<boolean>`coalesce(d.extra ->> 'cycle', '') <> ''`.as('degree_is_cycle')])
        .where('i.id', '=', internshipId)
        .$call(inInstitution(institutionId, 'i.institution_id'))
        .where(ownedBy(candidateId, 'i.candidate_id'))
        .executeTakeFirst();
    },

    /** A document of an internship of this candidate, with its file. */
    async ownedDocumentFile(institutionId: string, candidateId: number, documentId: number) {
      const row = await db
        .selectFrom('internship_documents as doc')
        .innerJoin('internships as i', 'i.id', 'doc.internship_id')
        .innerJoin('files as f', 'f.id', 'doc.file_id')
        .select(['f.name', 'f.mime_type', 'f.content'])
        .where('doc.id', '=', documentId)
        .$call(inInstitution(institutionId, 'i.institution_id'))
        .where(ownedBy(candidateId, 'i.candidate_id'))
        .$call(inInstitution(institutionId, 'f.institution_id'))
        .executeTakeFirst();
      // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
      return row && { name: row.name, mimeType: row.mime_type, bytes: Buffer.from(row.content) };
    },

    /** A document of an internship of this candidate, with what decides whether they may delete it. */
    async findOwnedDocument(institutionId: string, candidateId: number, documentId: number) {
      return db
        .selectFrom('internship_documents as doc')
        .innerJoin('internships as i', 'i.id', 'doc.internship_id')
        .select(['doc.id', 'doc.kind', 'doc.internship_id', 'doc.file_id', 'doc.uploaded_by_user_id', 'i.institution_id', 'i.candidate_id', 'i.state'])
        .where('doc.id', '=', documentId)
        .$call(inInstitution(institutionId, 'i.institution_id'))
        .where(ownedBy(candidateId, 'i.candidate_id'))
        .executeTakeFirst();
    },

    async deleteDocument(documentId: number): Promise<void> {
      await db.deleteFrom('internship_documents').where('id', '=', documentId).execute();
    },

    async documentTypeExists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('catalog_items')
        .select('id')
        .where('catalog', '=', 'document_types')
        .where('institution_id', 'is', null)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async addDocument(document: { internshipId: number; kind: InternshipDocumentKind; documentTypeId: number | null; name: string; fileId: string; userId: number }) {
      const row = await db
        .insertInto('internship_documents')
        .values({
          internship_id: document.internshipId,
          kind: document.kind,
          document_type_id: document.documentTypeId,
          name: document.name,
          file_id: document.fileId,
          uploaded_by_user_id: document.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Removes the files of the internship's documents of one kind; their document rows go with them (cascade). */
    async removeDocumentsOfKind(internshipId: number, kind: InternshipDocumentKind): Promise<void> {
      await db
        .deleteFrom('files')
        .where('id', 'in', (eb) =>
          eb.selectFrom('internship_documents').select('file_id').where('internship_id', '=', internshipId).where('kind', '=', kind),
        )
        .execute();
    },

    /** Studies of a degree of the institution's catalogue (university degrees or vocational cycles) still in progress. */
    async currentDegrees(institutionId: string, candidateId: number): Promise<CurrentDegreeRecord[]> {
      const rows = await db
        .selectFrom('candidate_studies as s')
        .innerJoin('catalog_items as d', (join) =>
          join.onRef('d.id', '=', 's.degree_id').onRef('d.institution_id', '=', 's.institution_id').on('d.catalog', '=', 'degrees'),
        )
        .select(['s.id', 's.degree_id', 'd.label_ca', 'd.label_es', 'd.label_en', 's.level', 's.course_year', 's.credits_passed', 's.credits_total'])
        .$call(inInstitution(institutionId, 's.institution_id'))
        .where(ownedBy(candidateId, 's.candidate_id'))
        .where('s.finished', '=', false)
        .where('s.withdrawn_at', 'is', null)
        .orderBy('s.id')
        .execute();
      return rows.map((r) => ({
        studyId: r.id,
        degreeId: r.degree_id as number,
        labels: { ca: r.label_ca, es: r.label_es, en: r.label_en },
        level: r.level,
        courseYear: r.course_year,
        creditsPassed: numberOrNull(r.credits_passed),
        creditsTotal: numberOrNull(r.credits_total),
      }));
    },
  };
}

export type InternshipsRepository = ReturnType<typeof createInternshipsRepository>;
