import { Status } from '@portal/shared';
import { candidacyRow, EMPRESA, fileSlice, one, otherCompanyToken, type AccessEntries, type OtherOwnerRule, type GuardFixtures } from '../../testing/access-rules.ts';

/** A candidacy (visible to companies) in an offer of the demo company of empresa@example.org. */
async function demoCompanyCandidacy(fx: GuardFixtures) {
  return one<{ id: number; offer_id: number; email: string }>(
    fx,
    `select k.id, k.offer_id, u.email from candidacies k join offers o on o.id = k.offer_id join users u on u.id = k.candidate_id
     join company_contacts cc on cc.company_id = o.company_id join users owner on owner.id = cc.user_id
     where owner.email = 'empresa@example.org' and k.state_id in (1, 2) and o.state = 'published' order by k.id limit 1`,
  );
}

/** Reads of a candidacy of empresa@'s offers by another company: 31, nothing of the candidate, nothing marked read. */
const otherCompanyCandidacyRead = (params: (candidacy: { id: number }) => Record<string, string | number>): OtherOwnerRule => ({
  what: "another company's candidacy (id)",
  refusal: Status.CandidacyNotFound,
  async build(fx) {
    const candidacy = await demoCompanyCandidacy(fx);
    return {
      token: await otherCompanyToken(fx),
      params: params(candidacy),
      secrets: [candidacy.email],
      snapshot: candidacyRow(fx, candidacy.id),
      owner: { token: fx.tokens.Empresa },
    };
  },
});

/** Who may call the routes of the candidates of a company's offers; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // The candidates of a company's offers (company-candidates): another company's ids answer 4 / 31.
  'GET /api/Empresa/dameDatosProceso/:id': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's offer process (offer id)",
      refusal: Status.OfferNotFound,
      async build(fx) {
        const candidacy = await demoCompanyCandidacy(fx);
        return { token: await otherCompanyToken(fx), params: { id: candidacy.offer_id }, secrets: [candidacy.email], owner: { token: fx.tokens.Empresa } };
      },
    },
  },
  'GET /api/Empresa/dameCandidato/:id': { access: EMPRESA, otherOwner: otherCompanyCandidacyRead((c) => ({ id: c.id })) },
  'GET /api/Empresa/dameCvCandidatoPdf/:id': { access: EMPRESA, otherOwner: otherCompanyCandidacyRead((c) => ({ id: c.id })) },
  'GET /api/Empresa/dameFicheroCandidato/:id/:idFichero': {
    access: EMPRESA,
    otherOwner: {
      what: "a file of another company's candidate (candidacy id, file id)",
      refusal: Status.CandidacyNotFound,
      async build(fx) {
        const candidacy = await demoCompanyCandidacy(fx);
        const file = await one<{ id: string; content: Buffer }>(
          fx,
          `select f.id, f.content from candidate_documents d join files f on f.id = d.file_id join candidacies k on k.candidate_id = d.candidate_id
           where k.id = ${candidacy.id} and d.visibility = 'public' order by d.id limit 1`,
        );
        return { token: await otherCompanyToken(fx), params: { id: candidacy.id, idFichero: file.id }, secrets: [fileSlice(file.content)] };
      },
    },
  },
  'POST /api/Empresa/cambiaEstadoCandidatura': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's candidacy (idCandidatura)",
      refusal: Status.CandidacyNotFound,
      async build(fx) {
        const candidacy = await demoCompanyCandidacy(fx);
        return { token: await otherCompanyToken(fx), body: { idCandidatura: candidacy.id, idEstado: 3 }, secrets: [candidacy.email], snapshot: candidacyRow(fx, candidacy.id) };
      },
    },
  },
  'POST /api/Empresa/cambiaEstadoCandidaturas': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's candidacies to move at once (idsCandidatura)",
      refusal: Status.CandidacyNotFound,
      async build(fx) {
        const candidacy = await demoCompanyCandidacy(fx);
        return { token: await otherCompanyToken(fx), body: { idsCandidatura: [candidacy.id], idEstado: 3 }, secrets: [candidacy.email], snapshot: candidacyRow(fx, candidacy.id) };
      },
    },
  },
  'POST /api/Empresa/deshaceCambioEstadoCandidatura': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's candidacy to take a decision back on (idCandidatura)",
      refusal: Status.CandidacyNotFound,
      async build(fx) {
        const candidacy = await demoCompanyCandidacy(fx);
        return { token: await otherCompanyToken(fx), body: { idCandidatura: candidacy.id }, secrets: [candidacy.email], snapshot: candidacyRow(fx, candidacy.id) };
      },
    },
  },
};
