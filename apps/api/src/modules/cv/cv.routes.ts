import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { cvCalls as calls, type CallDefinition, type cvWriteDatos } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { Db } from '../../db/database.ts';
import type { SessionClaims } from '../session/tokens.ts';
import type { CvActor, CvDeps } from './cv-context.ts';
import { readCv } from './cv-read.service.ts';
import { writeCv } from './cv-write.ts';
import { addDocument, deleteDocument, requestedDocumentation } from './documents.service.ts';
import { addExperience, deleteExperience, editExperience } from './experiences.service.ts';
import { addLanguage, deleteLanguage, editLanguage } from './languages.service.ts';
import { saveAccountEmail, savePersonalData } from './personal-data.service.ts';
import {
  prepareProfileImage,
  saveChoice,
  saveIdList,
  saveProfessionalProfile,
  saveProfileImage,
  saveValues,
} from './preferences.service.ts';
import { addStudy, addUniversityStudy, deleteStudy, editStudy, withdrawUniversityStudy } from './studies.service.ts';

type WriteCall<TBody extends z.ZodType> = CallDefinition<TBody, typeof cvWriteDatos, undefined>;

export function cvRoutes(app: FastifyInstance, deps: CvDeps): void {
  const actorOf = (request: FastifyRequest, session: SessionClaims): CvActor => ({
    institution: request.institution,
    userId: session.userId,
    language: requestLanguage(request),
  });

  /** Every write: the change runs inside writeCv's transaction; the answer is the updated CV. */
  function write<TBody extends z.ZodType>(call: WriteCall<TBody>, change: (trx: Db, actor: CvActor, body: z.output<TBody>) => Promise<number | void>) {
    registerCall(app, call, ({ request, session, body }) => {
      const actor = actorOf(request, session);
      // registerCall types the body through a conditional TypeScript cannot resolve for a generic TBody.
      return writeCv(deps, actor, (trx) => change(trx, actor, body as z.output<TBody>));
    });
  }

  registerCall(app, calls.cv, ({ request, session }) => readCv(deps.db, actorOf(request, session)));
  registerCall(app, calls.requestedDocumentation, ({ request, session }) =>
    requestedDocumentation(deps.db, request.institution.id, session.userId, requestLanguage(request)),
  );

  write(calls.addStudy, addStudy);
  write(calls.addUniversityStudy, addUniversityStudy);
  write(calls.editStudy, editStudy);
  write(calls.deleteStudy, (trx, actor, body) => deleteStudy(trx, actor, body.id));
  write(calls.withdrawUniversityStudy, (trx, actor, body) => withdrawUniversityStudy(trx, actor, body.id, deps.now()));

  write(calls.personalData, savePersonalData);
  write(calls.accountEmail, (trx, actor, body) => saveAccountEmail(trx, actor, body.email));

  write(calls.addLanguage, addLanguage);
  write(calls.editLanguage, editLanguage);
  write(calls.deleteLanguage, (trx, actor, body) => deleteLanguage(trx, actor, body.id));

  write(calls.addExperience, addExperience);
  write(calls.editExperience, editExperience);
  write(calls.deleteExperience, (trx, actor, body) => deleteExperience(trx, actor, body.id));

  write(calls.addDocument, addDocument);
  write(calls.deleteDocument, (trx, actor, body) => deleteDocument(trx, actor, body.id));

  write(calls.interests, (trx, actor, body) => saveIdList(trx, actor, 'interests', body.idsTags));
  write(calls.sectorInterests, (trx, actor, body) => saveIdList(trx, actor, 'sectorInterests', body.idsSectores));
  write(calls.software, (trx, actor, body) => saveIdList(trx, actor, 'software', body.idsProgramas));
  write(calls.competences, (trx, actor, body) => saveIdList(trx, actor, 'competences', body.idsCompetencias));
  write(calls.practicePeriod, (trx, actor, body) => saveChoice(trx, actor, 'practicePeriod', body.idPeriodoPreferencia));
  write(calls.trainingLevel, (trx, actor, body) => saveChoice(trx, actor, 'trainingLevel', body.id));
  write(calls.professional, saveProfessionalProfile);

  write(calls.workPermit, (trx, actor, body) => saveValues(trx, actor, { work_permit: body.permiso }));
  write(calls.portfolio, (trx, actor, body) => saveValues(trx, actor, { portfolio_url: body.enlace ?? null }));
  write(calls.presentation, (trx, actor, body) => saveValues(trx, actor, { presentation: body.texto ?? null }));
  write(calls.activeSearchInternships, (trx, actor, body) => saveValues(trx, actor, { active_search_internships: body.activa }));
  write(calls.activeSearchJobs, (trx, actor, body) => saveValues(trx, actor, { active_search_jobs: body.activa }));

  registerCall(app, calls.profileImage, async ({ request, session, body }) => {
    const image = await prepareProfileImage(body);
    const actor = actorOf(request, session);
    return writeCv(deps, actor, (trx) => saveProfileImage(trx, actor, image));
  });
}
