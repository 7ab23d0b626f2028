import { Status } from '@portal/shared';
import { EMPRESA, one, otherCompanyToken, type AccessEntries, type OtherOwnerRule } from '../../testing/access-rules.ts';
import { companyOfAccount } from '../company-offers/company-offers.testing.ts';

/** A download of the demo company's (empresa@) agreement, invoice or internship document tried by another company: 608. */
const otherCompanyDocument = (table: 'agreements' | 'company_invoices' | 'company_internship_documents', param: string): OtherOwnerRule => ({
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

/** The demo company's (empresa@) own added document, tried by another company: 608, the row and file untouched. */
const otherCompanyAddedDocument = (where: 'params' | 'body'): OtherOwnerRule => ({
  what: "another company's added document (id)",
  refusal: Status.NotFound,
  async build(fx) {
    const own = await companyOfAccount(fx.rows, 'empresa@example.org');
    const doc = await one<{ id: number; name: string }>(fx, `select id, name from company_added_documents where company_id = ${own} order by id limit 1`);
    return {
      token: await otherCompanyToken(fx),
      ...(where === 'params' ? { params: { idDocumento: doc.id } } : { body: { id: doc.id } }),
      secrets: [doc.name],
      snapshot: () => fx.rows(`select * from company_added_documents where id = ${doc.id}`),
      ...(where === 'params' ? { owner: { token: fx.tokens.Empresa } } : {}),
    };
  },
});

/** Who may call the routes of the company's documents; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // The company's documents (company-documents): lists of its own; another company's file ids answer 608.
  'GET /api/Empresa/dameConveniosEmpresa': { access: EMPRESA },
  'GET /api/Empresa/dameFacturasALTAI': { access: EMPRESA },
  'GET /api/Empresa/dameDocumentosPracticas': { access: EMPRESA },
  'GET /api/Empresa/ficheroConvenioEmpresa/:idConvenio': { access: EMPRESA, otherOwner: otherCompanyDocument('agreements', 'idConvenio') },
  'GET /api/Empresa/ficheroFacturaEmpresa/:idFactura': { access: EMPRESA, otherOwner: otherCompanyDocument('company_invoices', 'idFactura') },
  'GET /api/Empresa/ficheroDocumentoPracticasEmpresa/:idDocumento': { access: EMPRESA, otherOwner: otherCompanyDocument('company_internship_documents', 'idDocumento') },
  // The service's published annexes, notes and programme documents (drafts are 608), the company's own documents.
  'GET /api/Empresa/dameAnexosPracticas': { access: EMPRESA },
  'GET /api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria': { access: EMPRESA },
  'GET /api/empresa/dameDocumentosPracticasPorPrograma': { access: EMPRESA },
  'GET /api/Empresa/ficheroDocumentoPublicadoEmpresa/:idDocumento': { access: EMPRESA },
  'GET /api/empresa/documentosAportados': { access: EMPRESA },
  'POST /api/empresa/adddoc': { access: EMPRESA },
  'POST /api/empresa/deldoc': { access: EMPRESA, otherOwner: otherCompanyAddedDocument('body') },
  'GET /api/Empresa/ficheroDocumentoAportadoEmpresa/:idDocumento': { access: EMPRESA, otherOwner: otherCompanyAddedDocument('params') },
};
