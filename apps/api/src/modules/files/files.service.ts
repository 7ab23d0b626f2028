import { Status, buildPath, cvCalls } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import { createFilesRepository, type StoredFile, type StoredFileInfo } from './files.repository.ts';
import { decodeUpload, type UploadFields } from './uploads.ts';

export interface FileOwner {
  institutionId: string;
  userId: number;
}

export interface Upload {
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  nombre?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the owner downloads a file (the contract's `fichero` call). */
export function ownFileUrl(id: string): string {
  return buildPath(cvCalls.file.path, { id });
}

/** `db` may be a transaction: the file is written with the row that points at it, or not at all. */
export async function storeUpload(db: DbHandle, owner: FileOwner, upload: Upload, fallbackName: string, fields: UploadFields): Promise<string> {
  const decoded = await decodeUpload(upload.ficheroB64ParaAltas, upload.extension_adjunto, fields);
  return storeBytes(db, owner, { ...decoded, name: withExtension(upload.nombre ?? fallbackName, decoded.extension) });
}

export function storeBytes(db: DbHandle, owner: FileOwner, file: { name: string; extension: string; mimeType: string; bytes: Buffer }): Promise<string> {
  return createFilesRepository(db).insert({ institutionId: owner.institutionId, ownerUserId: owner.userId, ...file });
}

export function deleteOwnFiles(db: DbHandle, owner: FileOwner, ids: readonly (string | null)[]): Promise<void> {
  return createFilesRepository(db).delete(
    owner.institutionId,
    owner.userId,
    ids.filter((id): id is string => id !== null),
  );
}

export function fileInfo(db: DbHandle, institutionId: string, ids: readonly (string | null)[]): Promise<StoredFileInfo[]> {
  return createFilesRepository(db).infoOf(
    institutionId,
    ids.filter((id): id is string => id !== null),
  );
}

/** A file of someone else, of another institution, or that does not exist all read the same: 608. */
export async function readOwnFile(db: DbHandle, owner: FileOwner, id: string): Promise<StoredFile> {
  const file = UUID.test(id) ? await createFilesRepository(db).findOwned(owner.institutionId, owner.userId, id) : undefined;
  if (!file) throw new AppError(Status.NotFound);
  return file;
}

/**
 * Files of an institution's records rather than of a user (a company's invoices and internship documents): no
 * owner, so a staff account leaving does not take them away. The record that points at the file decides who reads it.
 */
export async function storeRecordUpload(db: DbHandle, institutionId: string, upload: Upload, fallbackName: string, fields: UploadFields): Promise<string> {
  const decoded = await decodeUpload(upload.ficheroB64ParaAltas, upload.extension_adjunto, fields);
  return createFilesRepository(db).insert({
    institutionId,
    ownerUserId: null,
    ...decoded,
    name: withExtension(upload.nombre ?? fallbackName, decoded.extension),
  });
}

/** A file the portal made for a record of the institution (a company's generated agreement): no owner, as above. */
export function storeRecordBytes(db: DbHandle, institutionId: string, file: { name: string; extension: string; mimeType: string; bytes: Buffer }): Promise<string> {
  return createFilesRepository(db).insert({ institutionId, ownerUserId: null, ...file });
}

/** A record file of the institution (see storeRecordUpload); 608 for anything else. */
export async function readRecordFile(db: DbHandle, institutionId: string, id: string | null): Promise<StoredFile> {
  const file = id !== null && UUID.test(id) ? await createFilesRepository(db).findOwned(institutionId, null, id) : undefined;
  if (!file) throw new AppError(Status.NotFound);
  return file;
}

/** Control characters and path separators would break the download header or read as a path. */
function withExtension(name: string, extension: string): string {
  const base = [...name.trim()].map((char) => (char < ' ' || char === '/' || char === '\\' ? '_' : char)).join('');
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
