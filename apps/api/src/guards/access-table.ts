import { Status, type Role } from '@portal/shared';
import { DEMO_ACCOUNTS, type GuardFixtures } from './guard-fixtures.ts';
import { pdfUpload } from '../modules/internships/internships.testing.ts';
import { companyOfAccount, otherCompanyOffer, validOfferForm } from '../modules/company-offers/company-offers.testing.ts';

/**
 * Who may call each route of the app, written down once more on purpose. The generated guards
 * (access-control.test.ts, fuzz.test.ts) enumerate the routes the app really registers and look each one up here:
 * a route without an entry fails the suite, naming the route, and so does an entry whose route no longer exists
 * or whose roles differ from the contract's. Adding a call therefore means deciding here who may call it and,
 * when it takes the id of someone's resource, how to try it with someone else's id.
 *
 * Keys are `METHOD path` exactly as registered (the contract's path, `:param` segments included).
 */
export type Access = 'public' | readonly Role[];

export interface AccessEntry {
  access: Access;
  /** Routes outside the contract (health, readiness, the API docs): they answer anyone, with no envelope. */
  infrastructure?: true;
  /** Path parameters, query or body that make a public call do its job; the URL itself for infrastructure. */
  sample?: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; url?: string };
  /** For calls that take the id of a resource that belongs to someone: the attack with another owner's id. */
  otherOwner?: OtherOwnerRule;
}

export interface OtherOwnerRule {
  /** Said in the failure message: whose resource the id points at. */
  what: string;
  /** The envelope status a legitimate caller of the right role gets when it uses that id. */
  refusal: number;
  build(fx: GuardFixtures): Promise<OtherOwnerCase>;
}

export interface OtherOwnerCase {
  /** The legitimate caller (right role, right institution) who tries the other owner's id. */
  token: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Pieces of the other owner's data that must not appear anywhere in the answer. */
  secrets: string[];
  /** Reads what the call could change of the other owner's; it must read the same after the refusal. */
  snapshot?: () => Promise<unknown>;
  /** The owner itself: the same request must succeed for it (proof that the id is a real, reachable one). */
  owner?: { token: string; host?: string };
}

const ALUMNO = ['Alumno'] as const satisfies readonly Role[];
const EMPRESA = ['Empresa'] as const satisfies readonly Role[];
const GESTOR = ['Gestor'] as const satisfies readonly Role[];

const candidate: AccessEntry = { access: ALUMNO };
const staff: AccessEntry = { access: GESTOR };
const pub = (sample?: AccessEntry['sample']): AccessEntry => ({ access: 'public', ...(sample ? { sample } : {}) });
const infra = (url?: string): AccessEntry => ({ access: 'public', infrastructure: true, ...(url ? { sample: { url } } : {}) });

const one = async <T>(fx: GuardFixtures, query: string): Promise<T> => {
  const [row] = await fx.rows<T>(query);
  if (!row) throw new Error(`No demo row for: ${query}`);
  return row;
};
/** A distinctive slice of a stored file: what the bytes of a leaked download would contain. */
const fileSlice = (content: Buffer) => content.subarray(Math.floor(content.length / 3), Math.floor(content.length / 3) + 24).toString('latin1');

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

/** An offer of another institution: no request of this one may see it, enrol in it or attach documents for it. */
async function foreignOffer(fx: GuardFixtures) {
  return one<{ id: number; url_access: string; reference: string }>(
    fx,
    `select id, url_access, reference from offers where institution_id = 'uib' and state = 'published' order by id limit 1`,
  );
}

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

const candidacyRow = (fx: GuardFixtures, id: number) => () => fx.rows(`select * from candidacies where id = ${id}`);

const victimInternship = (fx: GuardFixtures) =>
  one<{ id: number }>(fx, `select id from internships where candidate_id = ${fx.victim.userId} and state = 'active' order by id limit 1`);
const internshipDocuments = (fx: GuardFixtures, internshipId: number) => () =>
  fx.rows(`select id, kind, file_id from internship_documents where internship_id = ${internshipId} order by id`);

/** Writes of the victim's internship: the attacker names it and must be refused without anything attached. */
const internshipWrite = (extra: Record<string, unknown> = {}): OtherOwnerRule => ({
  what: "another candidate's internship (idPractica)",
  refusal: Status.InternshipStudentNotFound,
  async build(fx) {
    const internship = await victimInternship(fx);
    return {
      token: fx.attacker.token,
      body: { idPractica: internship.id, fichero: pdfUpload('intrusa.pdf'), ...extra },
      secrets: [],
      snapshot: internshipDocuments(fx, internship.id),
    };
  },
});

/** A row of the victim's CV, by table; the attacker edits or deletes it by id. */
const cvRow = (
  table: string,
  describe: string,
  body: (row: { id: number }) => Record<string, unknown>,
  secretColumn?: string,
  refusal: number = Status.NotFound,
): OtherOwnerRule => ({
  what: `another candidate's ${describe} (id)`,
  refusal,
  async build(fx) {
    const row = await one<{ id: number } & Record<string, unknown>>(fx, `select * from ${table} where candidate_id = ${fx.victim.userId} order by id limit 1`);
    const secret = secretColumn ? row[secretColumn] : undefined;
    return {
      token: fx.attacker.token,
      body: body(row),
      secrets: typeof secret === 'string' && secret.length > 3 ? [secret] : [],
      snapshot: () => fx.rows(`select * from ${table} where id = ${row.id}`),
    };
  },
});

/** A validated company of the same institution that the demo company's contact (empresa@) is not a contact of. */
async function otherCompanyContact(fx: GuardFixtures) {
  return one<{ user_id: number; company_id: number; email: string; phone: string; trade_name: string }>(
    fx,
    `select cc.user_id, cc.company_id, u.email, cc.phone, c.trade_name from company_contacts cc
       join users u on u.id = cc.user_id join companies c on c.id = cc.company_id
     where c.institution_id = 'generic' and c.state = 'validated' and u.email like 'multi@%'
       and not exists (select 1 from company_contacts mine join users me on me.id = mine.user_id
                       where me.email = '${DEMO_ACCOUNTS.Empresa}' and mine.company_id = cc.company_id)
     order by cc.company_id limit 1`,
  );
}

const contactChange = {
  nombre: 'Nombre cambiado',
  apellidos: 'Apellidos cambiados',
  puesto: 'Puesto cambiado',
  email: 'cambiado@example.org',
  telefono1: '600111222',
  direccion: 'Calle cambiada 1',
  localidad: 'Localidad cambiada',
  cp: '07001',
};

const experience = { puesto: 'Puesto cambiado', empresa: 'Empresa cambiada SL', fechaInicio: '2023-01-09' };

/** Reads of an offer by its URL: an offer of another institution is not found. */
const foreignOfferRead = (where: 'params' | 'query'): OtherOwnerRule => ({
  what: "another institution's offer (URL)",
  refusal: Status.OfferNotFound,
  async build(fx) {
    const offer = await foreignOffer(fx);
    return {
      token: fx.attacker.token,
      ...(where === 'params' ? { params: { oferta: offer.url_access } } : { query: { oferta: offer.url_access } }),
      secrets: [offer.reference],
    };
  },
});


/** A contact of another validated company of the same institution: a legitimate company caller, not the owner. */
async function otherCompanyToken(fx: GuardFixtures): Promise<string> {
  const company = await one<{ id: number }>(
    fx,
    `select c.id from companies c join company_contacts cc on cc.company_id = c.id join users u on u.id = cc.user_id
     where u.email = 'multi@example.org' and c.state = 'validated' order by c.id limit 1`,
  );
  return fx.t.login('Empresa', 'multi@example.org', { idEmpresa: company.id });
}

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

/** A download of the demo company's (empresa@) agreement, invoice or internship document tried by another company: 608. */
const otherCompanyPaper = (table: 'agreements' | 'company_invoices' | 'company_internship_documents', param: string): OtherOwnerRule => ({
  what: `another company's ${table} file (id)`,
  refusal: Status.NotFound,
  async build(fx) {
    const own = await companyOfAccount(fx.rows, 'empresa@example.org');
    const paper = await one<{ id: number; name: string }>(
      fx,
      `select p.id, f.name from ${table} p join files f on f.id = p.file_id where p.company_id = ${own} order by p.id limit 1`,
    );
    return { token: await otherCompanyToken(fx), params: { [param]: paper.id }, secrets: [paper.name], owner: { token: fx.tokens.Empresa } };
  },
});

export const accessTable: Record<string, AccessEntry> = {
  // Outside the contract: liveness, readiness and the interactive API docs answer anyone.
  'GET /health': infra(),
  'GET /ready': infra(),
  'GET /api/docs': infra(),
  'GET /api/docs/static/index.html': infra(),
  'GET /api/docs/static/swagger-initializer.js': infra(),
  'GET /api/docs/json': infra(),
  'GET /api/docs/yaml': infra(),
  'GET /api/docs/static/*': infra('/api/docs/static/swagger-ui.css'),

  // Public: the brand, reference data, and the ways into an account.
  'GET /api/Publico/configuracion': pub(),
  'POST /api/Alumno/logaUsuario': pub({ body: { usuario: 'nadie@example.org', password: 'NoEsLaClave1' } }),
  'POST /api/Empresa/logaUsuario': pub({ body: { usuario: 'nadie@example.org', password: 'NoEsLaClave1' } }),
  'POST /api/Gestor/logaUsuario': pub({ body: { usuario: 'nadie@example.org', password: 'NoEsLaClave1' } }),
  'POST /api/Empresa/dameEmpresasDelUsuario': pub({ body: { usuario: 'nadie@example.org', password: 'NoEsLaClave1' } }),
  'GET /api/Alumno/dameTextoRGPDactual': pub(),
  'GET /api/Empresa/dameTextoRGPDactual': pub(),
  'POST /api/Alumno/solicitarReseteoPassword': pub({ body: { usuario: 'nadie@example.org' } }),
  'POST /api/Empresa/recuerdoPassword': pub({ body: { usuario: 'nadie@example.org' } }),
  'POST /api/Alumno/restablecerPassword': pub({ body: {} }),
  'POST /api/Empresa/restablecerPassword': pub({ body: {} }),
  'POST /api/Empresa/establecerPassword': pub({ body: {} }),
  'POST /api/Alumno/registrarUsuario': pub({ body: {} }),
  'GET /api/Dominios/tipoMotivoCambioEstadoCandidatura/:idioma': pub({ params: { idioma: 'es' } }),
  'GET /api/Dominios/dominios/:idioma': pub({ params: { idioma: 'es' } }),
  'GET /api/Dominios/dominiosList/:idioma': pub({ params: { idioma: 'ca' } }),
  'GET /api/Dominios/TagsInteresAlumno': pub(),
  'GET /api/Dominios/ProgramasInformaticos': pub(),
  'GET /api/Dominios/titulaciones/:idioma': pub({ params: { idioma: 'en' } }),
  'GET /api/Dominios/centrosEducativosDeProvincia/:id': pub({ params: { id: 7 } }),
  'GET /api/Dominios/esProvinciaConIslas/:provincia': pub({ params: { provincia: 7 } }),

  // Every signed-in role: its own account.
  'GET /api/Alumno/guardaAceptacionRGPD': candidate,
  'GET /api/Empresa/guardaAceptacionRGPD': { access: EMPRESA },
  'POST /api/Alumno/editarIdiomaPreferido': candidate,
  'POST /api/Empresa/editarIdiomaPreferido': { access: EMPRESA },
  'POST /api/Gestor/editarIdiomaPreferido': { access: GESTOR },
  'POST /api/Alumno/cerrarSesion': candidate,
  'POST /api/Empresa/cerrarSesion': { access: EMPRESA },
  'POST /api/Gestor/cerrarSesion': { access: GESTOR },

  // The back office (staff only). Another institution's ids answer 608 there: apps/api/src/modules/staff/**/*.test.ts
  // tries a Gestor of uib with the generic institution's companies, offers and candidacies.
  'GET /api/Gestor/dameRegistroAuditoria': staff,
  'GET /api/Gestor/dameEmpresasGestor': staff,
  'GET /api/Gestor/dameEmpresaGestor/:idEmpresa': staff,
  'POST /api/Gestor/validaEmpresa': staff,
  'POST /api/Gestor/validaEmpresas': staff,
  'POST /api/Gestor/rechazaEmpresa': staff,
  'POST /api/Gestor/bloqueaEmpresa': staff,
  'POST /api/Gestor/desbloqueaEmpresa': staff,
  'POST /api/Gestor/editaEmpresaGestor': staff,
  'POST /api/Gestor/editaContactoEmpresaGestor': staff,
  'GET /api/Gestor/dameOfertasGestor': staff,
  'GET /api/Gestor/dameOfertaGestor/:idOferta': staff,
  'GET /api/Gestor/dameGestores': staff,
  'POST /api/Gestor/validaOferta': staff,
  'POST /api/Gestor/validaOfertas': staff,
  'POST /api/Gestor/devuelveOferta': staff,
  'POST /api/Gestor/rechazaOferta': staff,
  'POST /api/Gestor/asignaGestorOferta': staff,
  'POST /api/Gestor/destacaOferta': staff,
  'POST /api/Gestor/cierraOfertaGestor': staff,
  'POST /api/Gestor/caducaOferta': staff,
  'GET /api/Gestor/dameCandidaturasOfertaGestor/:idOferta': staff,
  'GET /api/Gestor/buscaCandidatosGestor': staff,
  'POST /api/Gestor/proponeCandidato': staff,
  'POST /api/Gestor/cambiaEstadoCandidaturaGestor': staff,
  'GET /api/Gestor/dameCuentasGestor': staff,
  'POST /api/Gestor/creaGestor': staff,
  'GET /api/Gestor/dameCuadroMandoGestor': staff,
  'GET /api/Gestor/dameCandidatosGestor': staff,
  'GET /api/Gestor/dameCvCandidatoGestor/:idAlumno': staff,
  'GET /api/Gestor/ficheroCandidatoGestor/:idAlumno/:id': staff,
  'POST /api/Gestor/validaCandidatoGestor': staff,
  'POST /api/Gestor/bloqueaCandidato': staff,
  'POST /api/Gestor/desbloqueaCandidato': staff,
  'POST /api/Gestor/suprimeCandidatoGestor': staff,
  'GET /api/Gestor/exportaEmpresasGestor': staff,
  'GET /api/Gestor/exportaOfertasGestor': staff,
  'GET /api/Gestor/exportaCandidaturasOfertaGestor/:idOferta': staff,
  'GET /api/Gestor/exportaCandidatosGestor': staff,
  'GET /api/Gestor/exportaRegistroAuditoria': staff,
  // Agreements, invoices and internship documents (staff/agreements): another institution's ids answer 608 there.
  'GET /api/Gestor/dameConveniosGestor': staff,
  'GET /api/Gestor/dameConvenioGestor/:idConvenio': staff,
  'POST /api/Gestor/cambiaEstadoConvenio': staff,
  'GET /api/Gestor/ficheroConvenioGestor/:idConvenio': staff,
  'GET /api/Gestor/exportaConveniosGestor': staff,
  'GET /api/Gestor/dameDocumentacionEmpresaGestor/:idEmpresa': staff,
  'POST /api/Gestor/subeFacturaEmpresaGestor': staff,
  'POST /api/Gestor/subeDocumentoPracticasGestor': staff,
  'GET /api/Gestor/ficheroFacturaGestor/:idFactura': staff,
  'GET /api/Gestor/ficheroDocumentoPracticasGestor/:idDocumento': staff,
  'GET /api/Gestor/dameConfiguracionInstitucion': staff,
  'POST /api/Gestor/editaMantenimientoGestor': staff,
  'POST /api/Gestor/editaFlagsGestor': staff,
  'POST /api/Gestor/editaCamposGestor': staff,
  'GET /api/Gestor/dameComunicacionesGestor': staff,
  'POST /api/Gestor/guardaComunicacionGestor': staff,
  'POST /api/Gestor/borraComunicacionGestor': staff,
  'GET /api/Gestor/dameTextoProteccionDatosGestor': staff,
  'POST /api/Gestor/publicaTextoProteccionDatosGestor': staff,
  'GET /api/Gestor/dameEventosGestor': staff,
  'POST /api/Gestor/guardaEventoGestor': staff,
  'POST /api/Gestor/borraEventoGestor': staff,
  'POST /api/Gestor/anadeImagenGaleriaEventoGestor': staff,
  'POST /api/Gestor/quitaImagenGaleriaEventoGestor': staff,
  'GET /api/Gestor/dameGuiasGestor': staff,
  'POST /api/Gestor/guardaGuiaGestor': staff,
  'POST /api/Gestor/borraGuiaGestor': staff,
  'GET /api/Gestor/dameProgramasGestor': staff,
  'POST /api/Gestor/guardaProgramaGestor': staff,
  'POST /api/Gestor/activaProgramaGestor': staff,
  'GET /api/Gestor/dameMotivosRechazoGestor': staff,
  'POST /api/Gestor/guardaMotivoRechazoGestor': staff,
  'POST /api/Gestor/activaMotivoRechazoGestor': staff,
  'GET /api/Alumno/editaUsuario': candidate,
  'GET /api/Empresa/editaUsuario': { access: EMPRESA },
  'GET /api/Gestor/editaUsuario': { access: GESTOR },
  'POST /api/Alumno/editarPassword': candidate,
  'POST /api/Empresa/editaUsuario': { access: EMPRESA },
  'POST /api/Gestor/editarPassword': { access: GESTOR },
  'GET /api/Alumno/dameComunicaciones': candidate,
  'GET /api/Empresa/dameComunicaciones': { access: EMPRESA },
  // The company's paperwork (company-paperwork): lists of its own; another company's file ids answer 608.
  'GET /api/Empresa/dameConveniosEmpresa': { access: EMPRESA },
  'GET /api/Empresa/dameFacturasALTAI': { access: EMPRESA },
  'GET /api/Empresa/dameDocumentosPracticas': { access: EMPRESA },
  'GET /api/Empresa/ficheroConvenioEmpresa/:idConvenio': { access: EMPRESA, otherOwner: otherCompanyPaper('agreements', 'idConvenio') },
  'GET /api/Empresa/ficheroFacturaEmpresa/:idFactura': { access: EMPRESA, otherOwner: otherCompanyPaper('company_invoices', 'idFactura') },
  'GET /api/Empresa/ficheroDocumentoPracticasEmpresa/:idDocumento': { access: EMPRESA, otherOwner: otherCompanyPaper('company_internship_documents', 'idDocumento') },
  // The candidates of a company's offers (company-processes): another company's ids answer 4 / 31.
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

  // The company's own data (modules/companies). Every call acts on the company of the session; ids of another
  // company's contact or of a company the caller is not a contact of answer 608.
  'GET /api/Empresa/existeCIF/:cif/:token': pub({ params: { cif: 'B65410011', token: 'portal' } }),
  'POST /api/Empresa/guardarUsuarioEmpresa': pub({ body: {} }),
  'GET /api/Empresa/dameDatosEmpresa': { access: EMPRESA },
  'POST /api/Empresa/editaEmpresaCompletos': { access: EMPRESA },
  'GET /api/Empresa/faltanDatosAlaEmpresa': { access: EMPRESA },
  'GET /api/Empresa/faltanDatosAlContactoEmpresa': { access: EMPRESA },
  'GET /api/Empresa/dameDatosContactoEmpresa': { access: EMPRESA },
  'POST /api/Empresa/addContactoEmpresa': { access: EMPRESA },
  'POST /api/Empresa/editaContactoEmpresa': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's contact (idContacto)",
      refusal: Status.NotFound,
      async build(fx) {
        const contact = await otherCompanyContact(fx);
        return {
          token: fx.tokens.Empresa,
          body: { ...contactChange, idContacto: contact.user_id },
          secrets: [contact.email, contact.phone],
          snapshot: () => fx.rows(`select u.first_name, u.email, cc.* from company_contacts cc join users u on u.id = cc.user_id where cc.user_id = ${contact.user_id} order by cc.company_id`),
        };
      },
    },
  },
  'GET /api/empresa/dameCuentasFacturacion': { access: EMPRESA },
  'POST /api/Empresa/addCuentaFacturacion': { access: EMPRESA },
  'GET /api/Empresa/dameNumProcesos': { access: EMPRESA },
  'GET /api/Empresa/dameEmpresasContacto': { access: EMPRESA },
  'POST /api/Empresa/cambiaEmpresa': {
    access: EMPRESA,
    otherOwner: {
      what: 'a company the caller is not a contact of (idEmpresa)',
      refusal: Status.NotFound,
      async build(fx) {
        const contact = await otherCompanyContact(fx);
        const owner = await fx.t.login('Empresa', contact.email, { idEmpresa: contact.company_id });
        return { token: fx.tokens.Empresa, body: { idEmpresa: contact.company_id }, secrets: [contact.trade_name], owner: { token: owner } };
      },
    },
  },

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
  'POST /api/Empresa/copiarOferta': { access: EMPRESA, otherOwner: rivalOfferWrite('published') },
  'POST /api/Empresa/copiarOfertaPerfilContrario': { access: EMPRESA, otherOwner: rivalOfferWrite('published') },
  'POST /api/Empresa/cerrarOferta': { access: EMPRESA, otherOwner: rivalOfferWrite('published', { candidatoPropuestoPorServicio: false }) },
  'POST /api/Empresa/deleteOferta': { access: EMPRESA, otherOwner: rivalOfferWrite('pending') },

  // Candidate home.
  'GET /api/Alumno/dameEventos': candidate,
  'GET /api/Alumno/dameEncuestasUsuario': candidate,
  'GET /api/Alumno/dameGuiaOrientacion': candidate,
  'GET /api/Alumno/dameFicheroGuiaOrientacion/:id': {
    access: ALUMNO,
    otherOwner: {
      what: "another institution's guidance guide (id)",
      refusal: Status.NotFound,
      async build(fx) {
        const guide = await one<{ id: number; content: Buffer; name: string }>(
          fx,
          `select g.id, f.content, f.name from guides g join files f on f.id = g.file_id where g.institution_id = 'uib' order by g.id limit 1`,
        );
        return { token: fx.attacker.token, params: { id: guide.id }, secrets: [fileSlice(guide.content), guide.name] };
      },
    },
  },

  // Candidate internships and proposals.
  'GET /api/Alumno/damePracticasAlumno': candidate,
  'POST /api/Alumno/addFicheroPractica': { access: ALUMNO, otherOwner: internshipWrite() },
  'POST /api/Alumno/addFicheroRenunciaSet': { access: ALUMNO, otherOwner: internshipWrite() },
  'POST /api/Alumno/addDocumentoPractica': { access: ALUMNO, otherOwner: internshipWrite({ idTipoDocumento: 1 }) },
  'POST /api/Alumno/editDocumentoSeguimientoCF': { access: ALUMNO, otherOwner: internshipWrite() },
  'GET /api/Alumno/dameDocumentoPractica/:id': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's internship document (id)",
      refusal: Status.InternshipStudentNotFound,
      async build(fx) {
        const doc = await one<{ id: number; content: Buffer; name: string }>(
          fx,
          `select d.id, f.content, f.name from internship_documents d join internships i on i.id = d.internship_id
           join files f on f.id = d.file_id where i.candidate_id = ${fx.victim.userId} order by d.id limit 1`,
        );
        return { token: fx.attacker.token, params: { id: doc.id }, secrets: [fileSlice(doc.content)], owner: { token: fx.victim.token } };
      },
    },
  },
  'POST /api/Alumno/delDocumentoPractica': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's internship document (id)",
      refusal: Status.InternshipStudentNotFound,
      async build(fx) {
        const doc = await one<{ id: number }>(
          fx,
          `select d.id from internship_documents d join internships i on i.id = d.internship_id where i.candidate_id = ${fx.victim.userId} order by d.id limit 1`,
        );
        return { token: fx.attacker.token, body: { id: doc.id }, secrets: [], snapshot: () => fx.rows(`select * from internship_documents where id = ${doc.id}`) };
      },
    },
  },
  'GET /api/Alumno/dameTitulacionesActuales': candidate,
  'GET /api/Alumno/numeroSolicitudPracticasEducacionDisponibles': candidate,
  'POST /api/Alumno/compruebaCIF': candidate,
  'POST /api/Alumno/compruebaEmailContactoEmpresa': candidate,
  'POST /api/Alumno/solicitudPractica': candidate,

  // Candidate account.
  'POST /api/Alumno/solicitarBajaServicio': candidate,

  // Candidate offers.
  'GET /api/Alumno/dameNumOfertasEmpleoUsuario': candidate,
  'GET /api/Alumno/dameNumOfertasPracticasUsuario': candidate,
  'GET /api/Alumno/dameOfertasUsuario/:tipo/:idioma': candidate,
  'GET /api/Alumno/dameOpcionesFiltroOfertas/:tipo/:idioma': candidate,
  'GET /api/Alumno/ofertasEncajanConUsuario': candidate,
  'GET /api/Alumno/dameOferta/:oferta': { access: ALUMNO, otherOwner: foreignOfferRead('params') },
  'GET /api/Alumno/dameBusquedasGuardadas': candidate,
  'POST /api/Alumno/guardaBusqueda': candidate,
  'POST /api/Alumno/eliminaBusqueda': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's saved search (id)",
      refusal: Status.NotFound,
      async build(fx) {
        const saved = await fx.t.call('POST', '/api/Alumno/guardaBusqueda', {
          token: fx.victim.token,
          body: { nombre: 'Busqueda privada de la victima', tipo: 'empleo', filtros: { texto: 'contabilidad' } },
        });
        const id = saved.body.datos?.id as number;
        if (!id) throw new Error(`Could not save the victim's search: ${JSON.stringify(saved.body)}`);
        return {
          token: fx.attacker.token,
          body: { id },
          secrets: ['Busqueda privada de la victima'],
          snapshot: () => fx.rows(`select * from saved_searches where id = ${id}`),
        };
      },
    },
  },

  // Candidacies.
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

  // The candidate's CV.
  'GET /api/Alumno/fichero/:id': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's CV document file (id)",
      refusal: Status.NotFound,
      async build(fx) {
        const file = await one<{ id: string; content: Buffer; name: string }>(
          fx,
          `select f.id, f.content, f.name from candidate_documents d join files f on f.id = d.file_id
           where d.candidate_id = ${fx.victim.userId} order by d.id limit 1`,
        );
        return { token: fx.attacker.token, params: { id: file.id }, secrets: [fileSlice(file.content)], owner: { token: fx.victim.token } };
      },
    },
  },
  'GET /api/Alumno/dameCvUsuario': candidate,
  'GET /api/Alumno/documentacionDeProcesosSolicitada': candidate,
  'POST /api/Alumno/addEstudio': candidate,
  'POST /api/Alumno/addEstudioUniversidad': candidate,
  'POST /api/Alumno/editEstudio': { access: ALUMNO, otherOwner: cvRow('candidate_studies', 'study', (row) => ({ id: row.id, centro: 'Centro cambiado' }), 'centre', Status.StudiesNotFound) },
  'POST /api/Alumno/delEstudio': { access: ALUMNO, otherOwner: cvRow('candidate_studies', 'study', (row) => ({ id: row.id }), 'centre', Status.StudiesNotFound) },
  'POST /api/Alumno/bajaEstudioUniversidad': {
    access: ALUMNO,
    otherOwner: cvRow('candidate_studies', 'study', (row) => ({ id: row.id }), 'centre', Status.StudiesNotFound),
  },
  'POST /api/Alumno/editDatosPersonales': candidate,
  'POST /api/Alumno/editDatosEmail': candidate,
  'POST /api/Alumno/addIdioma': candidate,
  'POST /api/Alumno/editIdioma': { access: ALUMNO, otherOwner: cvRow('candidate_languages', 'language', (row) => ({ id: row.id, idIdioma: 3, idNivel: 4 }), 'certificate') },
  'POST /api/Alumno/delIdioma': { access: ALUMNO, otherOwner: cvRow('candidate_languages', 'language', (row) => ({ id: row.id }), 'certificate') },
  'POST /api/Alumno/addExperiencia': candidate,
  'POST /api/Alumno/editExperiencia': {
    access: ALUMNO,
    otherOwner: cvRow('candidate_experiences', 'work experience', (row) => ({ id: row.id, ...experience }), 'position'),
  },
  'POST /api/Alumno/delExperiencia': { access: ALUMNO, otherOwner: cvRow('candidate_experiences', 'work experience', (row) => ({ id: row.id }), 'position') },
  'POST /api/Alumno/addDoc': {
    access: ALUMNO,
    otherOwner: {
      what: "another institution's offer for a process document (idOferta)",
      // The offer is not one the caller applied to: refused on the idOferta field, like a malformed id.
      refusal: Status.MissingMandatoryData,
      async build(fx) {
        const offer = await foreignOffer(fx);
        return {
          token: fx.attacker.token,
          body: { idTipo: 1, nombre: 'Documento del proceso', visibilidad: 'process', idOferta: offer.id, url: 'https://example.com/doc.pdf' },
          secrets: [offer.reference],
          snapshot: () => fx.rows(`select * from candidate_documents where offer_id = ${offer.id} order by id`),
        };
      },
    },
  },
  'POST /api/Alumno/delDoc': { access: ALUMNO, otherOwner: cvRow('candidate_documents', 'CV document', (row) => ({ id: row.id }), 'name') },
  'POST /api/Alumno/editInteres': candidate,
  'POST /api/Alumno/editSectoresInteres': candidate,
  'POST /api/Alumno/editConocimientosInformaticos': candidate,
  'POST /api/Alumno/editCompetencias': candidate,
  'POST /api/Alumno/editDatosPreferenciaPracticas': candidate,
  'POST /api/Alumno/editarNivelFormativoSNE': candidate,
  'POST /api/Alumno/editProfesionales': candidate,
  'POST /api/Alumno/editPermisoTrabajo': candidate,
  'POST /api/Alumno/editEnlacePortfolio': candidate,
  'POST /api/Alumno/editPresentacion': candidate,
  'POST /api/Alumno/editDatosBusquedaActivaPracticas': candidate,
  'POST /api/Alumno/editDatosBusquedaActivaTrabajo': candidate,
  'POST /api/Alumno/editImagenPerfil': candidate,
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
