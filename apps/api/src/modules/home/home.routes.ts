import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Status, eventsQuery, guidesQuery, homeCalls as calls, toFieldErrors } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { Db } from '../../db/database.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { createHomeService } from './home.service.ts';

/** GET calls take their options from the query string; a bad value is refused like a bad body field. */
function parseQuery<T extends z.ZodType>(schema: T, request: FastifyRequest): z.output<T> {
  const parsed = schema.safeParse(request.query ?? {});
  if (parsed.success) return parsed.data;
  const errores = toFieldErrors(parsed.error).map((e) => ({ ...e, campo: `querystring.${e.campo}` }));
  throw new AppError(errores[0]?.codigo ?? Status.MissingMandatoryData, { datos: { errores } });
}

export function homeRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  const home = createHomeService(deps);

  registerCall(app, calls.communicationsCandidate, ({ request }) => home.communications(request.institution, 'Alumno', requestLanguage(request)));
  registerCall(app, calls.communicationsCompany, ({ request }) => home.communications(request.institution, 'Empresa', requestLanguage(request)));
  registerCall(app, calls.events, ({ request }) => home.events(request.institution, parseQuery(eventsQuery, request).proximos));
  registerCall(app, calls.pendingSurveys, ({ session }) => home.pendingSurveys(session));
  registerCall(app, calls.guides, ({ request }) =>
    home.guides(request.institution, parseQuery(guidesQuery, request).limite, requestLanguage(request)),
  );

  registerFileCall(app, calls.guideFile, ({ params, institution }) => home.guideFile(institution, (params as { id: number }).id));
}
