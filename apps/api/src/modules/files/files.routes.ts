import type { FastifyInstance } from 'fastify';
import { cvCalls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { readOwnFile } from './files.service.ts';

export function filesRoutes(app: FastifyInstance, db: Db): void {
  registerFileCall(app, cvCalls.file, ({ params, session }) =>
    readOwnFile(db, { institutionId: session.institutionId, userId: session.userId }, (params as { id: string }).id),
  );
}
