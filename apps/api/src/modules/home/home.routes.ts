import type { FastifyInstance } from 'fastify';
import { homeCalls as calls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { Db } from '../../db/database.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { createHomeService } from './home.service.ts';

export function homeRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  const home = createHomeService(deps);

  registerCall(app, calls.communicationsCandidate, ({ request }) => home.communications(request.institution, 'Alumno', requestLanguage(request)));
  registerCall(app, calls.communicationsCompany, ({ request }) => home.communications(request.institution, 'Empresa', requestLanguage(request)));
  registerCall(app, calls.events, ({ request, query }) => home.events(request.institution, query.proximos, requestLanguage(request)));
  registerCall(app, calls.pendingSurveys, ({ session }) => home.pendingSurveys(session));
  registerCall(app, calls.guides, ({ request, query }) =>
    home.guides(request.institution, query.limite, requestLanguage(request)),
  );

  registerFileCall(app, calls.guideFile, ({ params, institution }) => home.guideFile(institution, (params as { id: number }).id));
}
