import { Status } from '@portal/shared';
import { ALUMNO, candidacyRow, candidate, foreignOffer, foreignOfferRead, one, pub, type AccessEntries, type GuardFixtures } from '../../testing/access-rules.ts';

/** An offer of the victim's own institution where the victim has a candidacy in `state` and the attacker none. */
async function victimCandidacy(fx: GuardFixtures, state: number) {
  return one<{ id: number; offer_id: number; url_access: string; state_id: number }>(
    fx,
    `select c.id, c.offer_id, o.url_access, c.state_id from candidacies c join offers o on o.id = c.offer_id
     where c.candidate_id = ${fx.victim.userId} and c.state_id = ${state}
       and not exists (select 1 from candidacies a where a.offer_id = c.offer_id and a.candidate_id = ${fx.attacker.userId})
     order by c.id limit 1`,
  );
}

/** Who may call the routes of candidacies; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  'GET /api/Dominios/tipoMotivoCambioEstadoCandidatura/:idioma': pub({ params: { idioma: 'es' } }),
  'POST /api/Alumno/inscribirse': {
    access: ALUMNO,
    otherOwner: {
      what: "another institution's offer (urlOferta)",
      refusal: Status.OfferNotFound,
      async build(fx) {
        const offer = await foreignOffer(fx);
        return {
          token: fx.attacker.token,
          body: { urlOferta: offer.url_access },
          secrets: [offer.reference],
          snapshot: () => fx.rows(`select * from candidacies where offer_id = ${offer.id} order by id`),
        };
      },
    },
  },
  'POST /api/Alumno/desinscribirse': {
    access: ALUMNO,
    otherOwner: {
      what: "an offer where another candidate (not the caller) is enrolled (urlOferta)",
      refusal: Status.CandidacyNotFound,
      async build(fx) {
        const candidacy = await victimCandidacy(fx, 1);
        return { token: fx.attacker.token, body: { urlOferta: candidacy.url_access }, secrets: [], snapshot: candidacyRow(fx, candidacy.id) };
      },
    },
  },
  'GET /api/Alumno/dameCandidaturasEmpleoUsuario': candidate,
  'GET /api/Alumno/dameCandidaturasPracticasUsuario': candidate,
  'GET /api/Alumno/dameCandidatura/:oferta': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's candidacy (offer URL)",
      refusal: Status.CandidacyNotFound,
      async build(fx) {
        const candidacy = await victimCandidacy(fx, 16);
        return { token: fx.attacker.token, params: { oferta: candidacy.url_access }, secrets: [], owner: { token: fx.victim.token } };
      },
    },
  },
  'POST /api/Alumno/aceptarPreinscripcion': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's pre-enrolment (urlOferta)",
      refusal: Status.CandidacyNotFound,
      async build(fx) {
        const candidacy = await victimCandidacy(fx, 16);
        return { token: fx.attacker.token, body: { urlOferta: candidacy.url_access }, secrets: [], snapshot: candidacyRow(fx, candidacy.id) };
      },
    },
  },
  'POST /api/Alumno/rechazarPreinscripcion': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's pre-enrolment (urlOferta)",
      refusal: Status.CandidacyNotFound,
      async build(fx) {
        const candidacy = await victimCandidacy(fx, 16);
        const reason = await one<{ id: number }>(fx, `select id from catalog_items where catalog = 'rejection_reasons' and institution_id is null order by id limit 1`);
        return {
          token: fx.attacker.token,
          body: { urlOferta: candidacy.url_access, idMotivo: reason.id },
          secrets: [],
          snapshot: candidacyRow(fx, candidacy.id),
        };
      },
    },
  },
  'GET /api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/:oferta': { access: ALUMNO, otherOwner: foreignOfferRead('params') },
  'GET /api/Alumno/faltaDatosNecesariosPorPractica': { access: ALUMNO, otherOwner: foreignOfferRead('query') },
  'GET /api/Alumno/faltanDatosPersonalesObligatorios': candidate,
  'GET /api/Alumno/dameRequisitosInscripcion/:oferta': { access: ALUMNO, otherOwner: foreignOfferRead('params') },
  'GET /api/Alumno/dameAccionesPendientes': candidate,
};
