import type { FastifyInstance } from 'fastify';
import { domainsRoutes } from '../domains/domains.routes.ts';
import { createDomainsService } from '../domains/domains.service.ts';
import { filesRoutes } from '../files/files.routes.ts';
import type { CvDeps } from './cv-context.ts';
import { cvRoutes } from './cv.routes.ts';

/** The CV and what its form stands on: the reference lists (/api/Dominios) and the candidate's file downloads. */
export function cvModuleRoutes(app: FastifyInstance, deps: CvDeps): void {
  domainsRoutes(app, createDomainsService(deps.db));
  filesRoutes(app, deps.db);
  cvRoutes(app, deps);
}
