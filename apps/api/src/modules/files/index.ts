/** Stored files: what other modules may use to store, describe and serve them. */
import { filesRoutes } from './files.routes.ts';
export { deleteOwnFiles, fileInfo, ownFileUrl, readOwnFile, readRecordFile, storeBytes, storeRecordBytes, storeRecordUpload, storeUpload, type FileOwner, type Upload } from './files.service.ts';
export type { StoredFileInfo } from './files.repository.ts';
export { decodeUpload } from './uploads.ts';
import { defineModule } from '../../lib/api-module.ts';

export const filesModule = defineModule({ name: 'files', routes: (app) => filesRoutes(app) });
