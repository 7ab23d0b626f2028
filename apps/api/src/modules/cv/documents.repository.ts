import { sql } from 'kysely';
import type { DocumentVisibility } from './cv.tables.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, sameInstitution, ownedBy } from '../../lib/scoped.ts';

export interface DocumentRow {
  id: number;
  document_type_id: number;
  name: string;
  visibility: DocumentVisibility;
  offer_id: number | null;
  offer_url: string | null;
  offer_title: string | null;
  file_id: string | null;
  url: string | null;
  created_at: Date;
}

export interface AppliedOffer {
  id: number;
  url: string;
  title: string;
  stateId: number;
  requirements: Record<string, unknown>;
}

/** Documents hang from the candidate; the offer a process document is for is read only within the institution. */
export function createDocumentsRepository(db: DbHandle) {
  return {
    /** `forOffers` restricts to what a company may see: public documents and those sent for these offers. */
    list(institutionId: string, candidateId: number, forOffers?: readonly number[]): Promise<DocumentRow[]> {
      let query = db
        .selectFrom('candidate_documents as d')
        .leftJoin('offers as o', (join) => join.onRef('o.id', '=', 'd.offer_id').on(sameInstitution(institutionId, 'o.institution_id')))
        .select([
          'd.id',
          'd.document_type_id',
          'd.name',
          'd.visibility',
          'd.offer_id',
          'o.url_access as offer_url',
          'o.title as offer_title',
          'd.file_id',
          'd.url',
          'd.created_at',
        ])
        .where(ownedBy(candidateId, 'd.candidate_id'));
      if (forOffers) {
        const offerIds = [...forOffers];
        query = query.where((eb) =>
          eb.or([
            eb('d.visibility', '=', 'public'),
            ...(offerIds.length > 0 ? [eb.and([eb('d.visibility', '=', 'process'), eb('d.offer_id', 'in', offerIds)])] : []),
          ]),
        );
      }
      return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();
    },

    /** Any candidate's document: the service has asked the CV entry policy first. */
    find(id: number) {
      return db.selectFrom('candidate_documents').select(['id', 'file_id']).where('id', '=', id).executeTakeFirst();
    },

    /** Same type and name (ignoring case and surrounding blanks), for the same offer when tied to one. */
    async sameExists(candidateId: number, typeId: number, name: string, offerId: number | null): Promise<boolean> {
      const row = await db
        .selectFrom('candidate_documents')
        .select('id')
        .where(ownedBy(candidateId, 'candidate_id'))
        .where('document_type_id', '=', typeId)
        .where(sql`lower(trim(name))`, '=', name.trim().toLowerCase())
        .where((eb) => (offerId === null ? eb('offer_id', 'is', null) : eb('offer_id', '=', offerId)))
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(values: {
      candidateId: number;
      typeId: number;
      name: string;
      visibility: DocumentVisibility;
      offerId: number | null;
      fileId: string | null;
      url: string | null;
    }): Promise<number> {
      const row = await db
        .insertInto('candidate_documents')
        .values({
          candidate_id: values.candidateId,
          document_type_id: values.typeId,
          name: values.name,
          visibility: values.visibility,
          offer_id: values.offerId,
          file_id: values.fileId,
          url: values.url,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async delete(candidateId: number, id: number): Promise<void> {
      await db.deleteFrom('candidate_documents').where(ownedBy(candidateId, 'candidate_id')).where('id', '=', id).execute();
    },

    /**
     * An offer a process document may be sent for: one of the institution's published offers (enrolling may
     * ask for the document first, code 11) or one the candidate already applied to.
     */
    async offerOpenToDocuments(institutionId: string, candidateId: number, offerId: number): Promise<boolean> {
      const row = await db
        .selectFrom('offers as o')
        .select('o.id')
        .$call(inInstitution(institutionId, 'o.institution_id'))
        .where('o.id', '=', offerId)
        .where((eb) =>
          eb.or([
            eb('o.state', '=', 'published'),
            eb.exists(
              eb
                .selectFrom('candidacies as c')
                .select('c.id')
                .whereRef('c.offer_id', '=', 'o.id')
                .where(ownedBy(candidateId, 'c.candidate_id'))
                .$call(inInstitution(institutionId, 'c.institution_id')),
            ),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Offers of the institution the candidate applied to, with the candidacy's state. */
    async appliedOffers(institutionId: string, candidateId: number): Promise<AppliedOffer[]> {
      const rows = await db
        .selectFrom('candidacies as c')
        .innerJoin('offers as o', 'o.id', 'c.offer_id')
        .select(['o.id', 'o.url_access', 'o.title', 'o.requirements', 'c.state_id'])
        .$call(inInstitution(institutionId, 'c.institution_id'))
        .$call(inInstitution(institutionId, 'o.institution_id'))
        .where(ownedBy(candidateId, 'c.candidate_id'))
        .orderBy('c.created_at', 'desc')
        .execute();
      return rows.map((row) => ({ id: row.id, url: row.url_access, title: row.title, stateId: row.state_id, requirements: row.requirements ?? {} }));
    },
  };
}
