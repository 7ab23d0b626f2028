import { Status } from '@portal/shared';
import { DEMO_ACCOUNTS, EMPRESA, one, otherCompanyToken, type AccessEntries } from '../../testing/access-rules.ts';

/** A valid agreement of the demo company (empresa@), given the contacts and the fiscal account to name. */
export const agreementPayload = (ids: { management: number; billing: number; account: number }) => ({
  idContactoEmpresaGestion: ids.management,
  idContactoEmpresaFacturacion: ids.billing,
  idCuentaFacturacion: ids.account,
  tramitacionManual: false,
  datosFirmante: { nombre: 'Mercè', apellidos: 'Col·lell Puig', cargo: 'Directora general' },
  requierePedido: false,
  pagoDomiciliado: false,
});

/** The smallest file that is a PDF by its bytes (it starts with %PDF-), as a data URL. */
export const SIGNED_PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64')}`;

export const signedCopy = (idConvenio: number, ficheroB64ParaAltas = SIGNED_PDF) => ({
  idConvenio,
  adjunto: { ficheroB64ParaAltas, extension_adjunto: 'pdf', nombre: 'convenio-firmado.pdf' },
});

/** Who may call the routes of the company's agreement generation; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // Every call acts on the company of the session: the pickers list its own contacts only.
  'GET /api/empresa/dameContactosConveniosEmpresa': { access: EMPRESA },
  'GET /api/empresa/dameContactosFacturacionEmpresa': { access: EMPRESA },
  'GET /api/empresa/dameDetalleUltimoConvenioEmpresa': { access: EMPRESA },
  'POST /api/empresa/addConvenioEmpresa': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's contact (idContactoEmpresaGestion) named as the agreement's manager",
      refusal: Status.NotFound,
      async build(fx) {
        const own = await one<{ company_id: number; user_id: number }>(
          fx,
          `select cc.company_id, cc.user_id from company_contacts cc join users u on u.id = cc.user_id
           where u.email = '${DEMO_ACCOUNTS.Empresa}' order by cc.company_id limit 1`,
        );
        const other = await one<{ user_id: number; email: string }>(
          fx,
          `select cc.user_id, u.email from company_contacts cc join users u on u.id = cc.user_id join companies c on c.id = cc.company_id
           where c.institution_id = 'generic' and u.email like 'multi@%'
             and not exists (select 1 from company_contacts mine where mine.company_id = ${own.company_id} and mine.user_id = cc.user_id)
           order by cc.company_id limit 1`,
        );
        const account = await one<{ id: number }>(
          fx,
          `insert into fiscal_accounts (company_id, legal_name, cif, address, country_id, locality, postal_code)
           values (${own.company_id}, 'Cuenta propia para el convenio SL', 'B65410011', 'Carrer Propi 1', 1, 'Palma', '07001')
           returning id`,
        );
        return {
          token: fx.tokens.Empresa,
          body: agreementPayload({ management: other.user_id, billing: own.user_id, account: account.id }),
          secrets: [other.email],
          snapshot: () => fx.rows(`select id, state from agreements where company_id = ${own.company_id} order by id`),
        };
      },
    },
  },
  // The company signs its own agreements only: another company's generated agreement answers 608 and stays as it was.
  'POST /api/Empresa/adjuntaFicheroAlConvenioEmpresa': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's generated agreement (idConvenio)",
      refusal: Status.NotFound,
      async build(fx) {
        const agreement = await one<{ id: number }>(
          fx,
          `select a.id from agreements a join company_contacts cc on cc.company_id = a.company_id join users u on u.id = cc.user_id
           where u.email = '${DEMO_ACCOUNTS.Empresa}' and a.state = 'generado' order by a.id limit 1`,
        );
        return {
          token: await otherCompanyToken(fx),
          body: signedCopy(agreement.id),
          secrets: [],
          snapshot: () => fx.rows(`select id, state, signed_file_id from agreements where id = ${agreement.id}`),
        };
      },
    },
  },
};
