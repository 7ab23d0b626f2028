import { Status } from '@portal/shared';
import { DEMO_ACCOUNTS, EMPRESA, one, pub, type AccessEntries, type GuardFixtures } from '../../testing/access-rules.ts';

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

/** Who may call the routes of the company's own account; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
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
  'POST /api/Empresa/borraContactoEmpresa': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's contact (idContacto), to remove it",
      refusal: Status.NotFound,
      async build(fx) {
        const contact = await otherCompanyContact(fx);
        return {
          token: fx.tokens.Empresa,
          body: { idContacto: contact.user_id },
          secrets: [contact.email, contact.phone],
          snapshot: () => fx.rows(`select * from company_contacts where user_id = ${contact.user_id} order by company_id`),
        };
      },
    },
  },
  'GET /api/empresa/dameCuentasFacturacion': { access: EMPRESA },
  'POST /api/Empresa/addCuentaFacturacion': { access: EMPRESA },
  'POST /api/Empresa/borraCuentaFacturacion': {
    access: EMPRESA,
    otherOwner: {
      what: "another company's fiscal account (idCuenta), to retire it",
      refusal: Status.NotFound,
      async build(fx) {
        const contact = await otherCompanyContact(fx);
        const account = await one<{ id: number }>(
          fx,
          `insert into fiscal_accounts (company_id, legal_name, cif, address, country_id, locality, postal_code)
           values (${contact.company_id}, 'Cuenta secreta de la otra empresa SL', 'B65410011', 'Carrer Secret 1', 1, 'Palma', '07001')
           returning id`,
        );
        return {
          token: fx.tokens.Empresa,
          body: { idCuenta: account.id },
          secrets: ['Cuenta secreta de la otra empresa SL', 'Carrer Secret 1'],
          snapshot: () => fx.rows(`select * from fiscal_accounts where id = ${account.id}`),
        };
      },
    },
  },
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
};
