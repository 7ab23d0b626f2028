import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { cvCalls as calls, type CallDefinition, type Role, type cvWriteDatos } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
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

type WriteCall<TBody extends z.ZodType> = CallDefinition<TBody, typeof cvWriteDatos, undefined, z.ZodType | undefined, readonly Role[]>;

export function cvRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  /** Every write: the change runs on the call's transaction, after writeCv's bookkeeping; the answer is the updated CV. */
  function write<TBody extends z.ZodType>(call: WriteCall<TBody>, change: (db: DbHandle, actor: Actor, body: z.output<TBody>) => Promise<number | void>) {
    registerCall(app, call, async ({ db, actor, body }) => {
      const handle = await db();
      // registerCall types the body through a conditional TypeScript cannot resolve for a generic TBody.
      return writeCv(handle, actor, deps.now(), () => change(handle, actor, body as z.output<TBody>));
    });
  }

  registerCall(app, calls.cv, async ({ db, actor }) => readCv(await db(), actor));
  registerCall(app, calls.requestedDocumentation, async ({ db, actor }) => requestedDocumentation(await db(), actor));

  write(calls.addStudy, addStudy);
  write(calls.addUniversityStudy, addUniversityStudy);
  write(calls.editStudy, editStudy);
  write(calls.deleteStudy, (db, actor, body) => deleteStudy(db, actor, body.id));
  write(calls.withdrawUniversityStudy, (db, actor, body) => withdrawUniversityStudy(db, actor, body.id, deps.now()));

  write(calls.personalData, savePersonalData);
  registerCall(app, calls.accountEmail, async (ctx) => {
    const handle = await ctx.db();
    return writeCv(handle, ctx.actor, deps.now(), () => saveAccountEmail(handle, ctx.actor, ctx.body.email, (mails) => ctx.mail(mails)));
  });

  write(calls.addLanguage, addLanguage);
  write(calls.editLanguage, editLanguage);
  write(calls.deleteLanguage, (db, actor, body) => deleteLanguage(db, actor, body.id));

  write(calls.addExperience, addExperience);
  write(calls.editExperience, editExperience);
  write(calls.deleteExperience, (db, actor, body) => deleteExperience(db, actor, body.id));

  write(calls.addDocument, addDocument);
  write(calls.deleteDocument, (db, actor, body) => deleteDocument(db, actor, body.id));

  write(calls.interests, (db, actor, body) => saveIdList(db, actor, 'interests', body.idsTags));
  write(calls.sectorInterests, (db, actor, body) => saveIdList(db, actor, 'sectorInterests', body.idsSectores));
  write(calls.software, (db, actor, body) => saveIdList(db, actor, 'software', body.idsProgramas));
  write(calls.competences, (db, actor, body) => saveIdList(db, actor, 'competences', body.idsCompetencias));
  write(calls.practicePeriod, (db, actor, body) => saveChoice(db, actor, 'practicePeriod', body.idPeriodoPreferencia));
  write(calls.trainingLevel, (db, actor, body) => saveChoice(db, actor, 'trainingLevel', body.id));
  write(calls.professional, saveProfessionalProfile);

  write(calls.workPermit, (db, actor, body) => saveValues(db, actor, { work_permit: body.permiso }));
  write(calls.portfolio, (db, actor, body) => saveValues(db, actor, { portfolio_url: body.enlace ?? null }));
  write(calls.presentation, (db, actor, body) => saveValues(db, actor, { presentation: body.texto ?? null }));
  write(calls.activeSearchInternships, (db, actor, body) => saveValues(db, actor, { active_search_internships: body.activa }));
  write(calls.activeSearchJobs, (db, actor, body) => saveValues(db, actor, { active_search_jobs: body.activa }));

  registerCall(app, calls.profileImage, async ({ db, actor, body }) => {
    // The image is resized before the transaction opens: no row is locked while it is worked on.
    const image = await prepareProfileImage(body);
    const handle = await db();
    return writeCv(handle, actor, deps.now(), () => saveProfileImage(handle, actor, image));
  });
}
