import { Status } from '@portal/shared';
import { EMPRESA, type AccessEntries, type OtherOwnerRule, type GuardFixtures } from '../../testing/access-rules.ts';
import { companyOfAccount, otherCompanyOffer, validOfferForm } from './company-offers.testing.ts';

/** The demo company (empresa@) tries another company's offer of its institution; reads are then made by the owner. */
async function rivalOffer(fx: GuardFixtures, state: 'pending' | 'published') {
  const own = await companyOfAccount(fx.rows, 'empresa@example.org');
  return otherCompanyOffer(fx.rows, own, state);
}
const offerRow = (fx: GuardFixtures, id: number) => () => fx.rows(`select * from offers where id = ${id}`);
const offersOfInstitution = (fx: GuardFixtures) => () => fx.rows(`select id, company_id, state from offers where institution_id = 'generic' order by id`);

/** A company reads another company's offer by id: 4, then the owner reads it. */
const rivalOfferRead = (state: 'pending' | 'published'): OtherOwnerRule => ({
  what: `another company's ${state} offer (id)`,
  refusal: Status.OfferNotFound,
  async build(fx) {
    const offer = await rivalOffer(fx, state);
    return { token: fx.tokens.Empresa, params: { id: offer.id }, secrets: [offer.reference, offer.url_access], owner: { token: await fx.t.login('Empresa', offer.email) } };
  },
});

/** A company acts on another company's offer by its access URL: 4, nothing written. */
const rivalOfferWrite = (state: 'pending' | 'published', extra: Record<string, unknown> = {}): OtherOwnerRule => ({
  what: `another company's ${state} offer (urlOferta)`,
  refusal: Status.OfferNotFound,
  async build(fx) {
    const offer = await rivalOffer(fx, state);
    return { token: fx.tokens.Empresa, body: { urlOferta: offer.url_access, ...extra }, secrets: [offer.reference], snapshot: offersOfInstitution(fx) };
  },
});

/** Who may call the routes of the company's offers; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // The company's offers (apps/api/src/modules/company-offers/company-offers.test.ts tries another institution's too).
  'GET /api/Empresa/dameProcesosEmpleoYpracticas': { access: EMPRESA },
  'GET /api/Empresa/dameOfertaEditable/:id': { access: EMPRESA, otherOwner: rivalOfferRead('pending') },
  'GET /api/Empresa/dameDatosProcesoComoAlumno/:id': { access: EMPRESA, otherOwner: rivalOfferRead('pending') },
  'POST /api/Empresa/addOferta': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's pending offer (idOferta)",
      refusal: Status.OfferNotFound,
      async build(fx) {
        const offer = await rivalOffer(fx, 'pending');
        const form = await validOfferForm(fx.rows, 'generic', 1, 'Oferta cambiada por otra empresa');
        return { token: fx.tokens.Empresa, body: { ...form, idOferta: offer.id }, secrets: [offer.reference], snapshot: offerRow(fx, offer.id) };
      },
    },
  },
  'POST /api/Empresa/guardarBorradorOferta': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's offer (idOferta)",
      refusal: Status.OfferNotFound,
      async build(fx) {
        const offer = await rivalOffer(fx, 'pending');
        return { token: fx.tokens.Empresa, body: { idPerfil: 1, titulo: 'Borrador sobre otra oferta', idOferta: offer.id, paso: 1 }, secrets: [offer.reference], snapshot: offerRow(fx, offer.id) };
      },
    },
  },
  'POST /api/Empresa/copiarOferta': { access: EMPRESA, otherOwner: rivalOfferWrite('published') },
  'POST /api/Empresa/copiarOfertaPerfilContrario': { access: EMPRESA, otherOwner: rivalOfferWrite('published') },
  'POST /api/Empresa/cerrarOferta': { access: EMPRESA, otherOwner: rivalOfferWrite('published', { candidatoPropuestoPorServicio: false }) },
  'POST /api/Empresa/deleteOferta': { access: EMPRESA, otherOwner: rivalOfferWrite('pending') },
};
