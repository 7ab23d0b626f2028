import type { FastifyInstance } from 'fastify';
import { Status, candidacyCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { Db } from '../../db/database.ts';
import { createCandidaciesService } from './candidacies.service.ts';
import { createCandidateDataService } from './candidate-data.service.ts';
import { createEnrolmentService } from './enrolment.service.ts';
import { reasonsFor, rejectionReasons } from './rejection-reasons.ts';

export function candidaciesRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  const enrolment = createEnrolmentService(deps);
  const candidacies = createCandidaciesService(deps);
  const candidateData = createCandidateDataService(deps);

  registerCall(app, calls.enrol, async ({ session, body, request }) => {
    const result = await enrolment.enrol(session, request.institution.brand, requestLanguage(request), body);
    // An external enrolment continues on the company's site: the company does not receive the CV from here.
    return result.urlExterna ? result : new Notice(Status.EnrolledCvSent, result);
  });
  registerCall(app, calls.unenrol, async ({ session, body }) => new Notice(Status.Unenrolled, await enrolment.unenrol(session, body.urlOferta)));

  registerCall(app, calls.jobCandidacies, ({ session, request }) => candidacies.list(session, 1, requestLanguage(request)));
  registerCall(app, calls.internshipCandidacies, ({ session, request }) => candidacies.list(session, 2, requestLanguage(request)));
  registerCall(app, calls.detail, ({ session, params, request }) => candidacies.detail(session, params.oferta, requestLanguage(request)));
  registerCall(app, calls.acceptPreEnrolment, async ({ session, body }) =>
    new Notice(Status.PreEnrolmentAnswered, await candidacies.acceptPreEnrolment(session, body.urlOferta)),
  );
  registerCall(app, calls.rejectPreEnrolment, async ({ session, body }) =>
    new Notice(Status.PreEnrolmentAnswered, await candidacies.rejectPreEnrolment(session, body.urlOferta, body.idMotivo)),
  );

  /** Public like the other reference lists: companies give these reasons too. `?perfil=` keeps a student's choices. */
  registerCall(app, calls.rejectionReasons, async ({ params, query }) => {
    const { perfil } = query;
    const reasons = await rejectionReasons(deps.db, params.idioma);
    return perfil === undefined ? reasons : reasonsFor(reasons, perfil);
  });

  registerCall(app, calls.creditsWarning, ({ session, params }) => candidateData.creditsWarning(session, params.oferta));
  registerCall(app, calls.practiceDataMissing, ({ session, query }) => candidateData.practiceDataMissing(session, query.oferta));
  registerCall(app, calls.personalDataMissing, ({ session, request }) => candidateData.personalDataMissing(session, request.institution.brand));
}
