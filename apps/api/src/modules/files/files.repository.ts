import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, ownedBy, sameOwner } from '../../lib/scoped.ts';

export interface NewStoredFile {
  institutionId: string;
  /** null: the file belongs to a record of the institution (a company's invoice), not to a user. */
  ownerUserId: number | null;
  name: string;
  extension: string;
  mimeType: string;
  bytes: Buffer;
}

export interface StoredFileInfo {
  id: string;
  name: string;
  extension: string;
  mimeType: string;
  sizeBytes: number;
}

export interface StoredFile extends StoredFileInfo {
  bytes: Buffer;
}

/** Uploads live in the `files` table (bytea); every read is scoped by institution and owner. */
export function createFilesRepository(db: DbHandle) {
  return {
    async insert(file: NewStoredFile): Promise<string> {
      const row = await db
        .insertInto('files')
        .values({
          institution_id: file.institutionId,
          owner_user_id: file.ownerUserId,
          name: file.name,
          extension: file.extension,
          mime_type: file.mimeType,
          size_bytes: file.bytes.length,
          content: file.bytes,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async findOwned(institutionId: string, ownerUserId: number | null, id: string): Promise<StoredFile | undefined> {
      const row = await db
        .selectFrom('files')
        .select(['id', 'name', 'extension', 'mime_type', 'size_bytes', 'content'])
        .$call(inInstitution(institutionId))
        // A file of nobody (a company's or the service's upload) is found only by a caller that names no owner.
        .where((eb) => (ownerUserId === null ? eb('owner_user_id', 'is', null) : sameOwner(ownerUserId, 'owner_user_id')))
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        extension: row.extension,
        mimeType: row.mime_type,
        sizeBytes: row.size_bytes,
        // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
        bytes: Buffer.from(row.content),
      };
    },

    async infoOf(institutionId: string, ids: readonly string[]): Promise<StoredFileInfo[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('files')
        .select(['id', 'name', 'extension', 'mime_type', 'size_bytes'])
        .$call(inInstitution(institutionId))
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, extension: row.extension, mimeType: row.mime_type, sizeBytes: row.size_bytes }));
    },

    async delete(institutionId: string, ownerUserId: number, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('files').$call(inInstitution(institutionId)).where(ownedBy(ownerUserId, 'owner_user_id')).where('id', 'in', [...ids]).execute();
    },
  };
}
