import type { FastifyInstance } from 'fastify';
import { cvCalls } from '@portal/shared';
import { registerFileCall } from '../../lib/file-route.ts';
import { readOwnFile } from './files.service.ts';

export function filesRoutes(app: FastifyInstance): void {
  registerFileCall(app, cvCalls.file, ({ db, params, session }) =>
    readOwnFile(db, { institutionId: session.institutionId, userId: session.userId }, (params as { id: string }).id),
  );
}
