import { z } from 'zod';
import { COMPANY_TYPE_IDS, CONTACT_TYPE_IDS, FORUM_YEARS_FROM, SPAIN_COUNTRY_ID } from '../constants/business.ts';
import { POSTAL_ADDRESS_MAX } from '../validation/limits.ts';
import {
  zDniNie,
  zEmail,
  zOptional,
  zOptionalPhone,
  zOptionalText,
  zOptionalUrl,
  zPasswordWithConfirmation,
  zPhone,
  zPrivacyPolicyAccepted,
  zRequiredText,
  zTaxId,
} from '../validation/schemas.ts';
import { defineCall } from './define-call.ts';
import { companyChoice, loginDatos } from './auth.ts';
import { zId } from './staff-common.ts';

/**
 * The company's own data: the account request (/solicitar-cuenta), the company page (/mi-empresa), its contacts
 * and fiscal accounts, the profile of the contact (/mi-perfil) and the switch between the companies of a contact.
 * Every field rule of spec 1 §5 is written once here; the API validates with these schemas and the forms resolve
 * with the same ones.
 */

const zCatalogId = zId;
const zOptionalCatalogId = zOptional(zId);
const zFlag = z.boolean({ error: 'required' });

/** Company description: up to 5000 characters, line breaks kept (stored and answered as typed). */
export const COMPANY_DESCRIPTION_MAX = 5000;

/** Employees: a whole number, 0 to a million. */
const zEmployees = zOptional(z.coerce.number({ error: 'number' }).int('integer').min(0, 'range').max(1_000_000, 'range'));

/**
 * Province: a province of the list when the country is Spain (idProvincia), free text of 3-150 otherwise
 * (provincia). The form shows one or the other; the server checks the same rule.
 */
function provinceRule(value: { idPais?: number | undefined; idProvincia?: number | undefined; provincia?: string | undefined }, ctx: z.RefinementCtx, optional = false) {
  if (value.idPais === undefined) return;
  if (value.idPais === SPAIN_COUNTRY_ID) {
    if (value.idProvincia === undefined && !optional) ctx.addIssue({ code: 'custom', message: 'required', path: ['idProvincia'], input: value.idProvincia });
  } else if (value.provincia === undefined && !optional) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['provincia'], input: value.provincia });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Company data

/** Spec 1 §5 "Company": nombreFiscal, nombreComercial, CIF, sector, startup, tipoEmpresa, direccion, cp, pais. */
export const companyDataBody = z
  .object({
    nombreFiscal: zRequiredText(),
    nombreComercial: zRequiredText(),
    cif: zTaxId,
    idSector: zCatalogId,
    startup: zFlag,
    idTipoEmpresa: z.coerce.number({ error: 'required' }).pipe(z.literal(COMPANY_TYPE_IDS, { error: 'required' })),
    direccion: zRequiredText(),
    cp: zRequiredText(),
    poblacion: zOptionalText(),
    idPais: zCatalogId,
    idProvincia: zOptionalCatalogId,
    provincia: zOptionalText(),
    web: zOptionalUrl,
    numEmpleados: zEmployees,
    descripcion: zOptional(z.string().max(COMPANY_DESCRIPTION_MAX, 'maxLength')),
  })
  .superRefine((value, ctx) => provinceRule(value, ctx));
export type CompanyDataBody = z.output<typeof companyDataBody>;
export type CompanyDataInput = z.input<typeof companyDataBody>;

/** The company fields whose absence faltanDatosAlaEmpresa reports (wire names). */
export const REQUIRED_COMPANY_FIELDS = ['nombreFiscal', 'nombreComercial', 'cif', 'idSector', 'startup', 'idTipoEmpresa', 'direccion', 'cp', 'idPais'] as const;
/** The contact fields whose absence faltanDatosAlContactoEmpresa reports (wire names). */
export const REQUIRED_CONTACT_FIELDS = ['nombre', 'apellidos', 'puesto', 'email', 'telefono1', 'direccion', 'localidad', 'cp'] as const;

export const companyData = z.object({
  idEmpresa: z.number(),
  cif: z.string(),
  nombreFiscal: z.string(),
  nombreComercial: z.string(),
  estado: z.enum(['pending', 'validated', 'blocked']),
  idSector: z.number().nullable(),
  sector: z.string().nullable(),
  startup: z.boolean(),
  idTipoEmpresa: z.number().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  poblacion: z.string().nullable(),
  idPais: z.number().nullable(),
  idProvincia: z.number().nullable(),
  provincia: z.string().nullable(),
  web: z.string().nullable(),
  numEmpleados: z.number().nullable(),
  descripcion: z.string().nullable().describe('Line breaks kept as typed'),
  /** The brand's data-protection text for agreements, when it has one. */
  informacionTratamientoDeDatos: z.string().nullable(),
});
export type CompanyData = z.infer<typeof companyData>;

export const missingDatos = z.object({
  faltanDatos: z.boolean(),
  faltan: z.array(z.string()).describe('Wire names of the required fields that are empty'),
});

// ---------------------------------------------------------------------------------------------------------------
// Contacts

/** Years of the employment forum: 2010 up to the current year (checked when the value is read, so it moves on). */
const zForumYear = z.coerce
  .number({ error: 'malformed' })
  .int('malformed')
  .refine((year) => year >= FORUM_YEARS_FROM && year <= new Date().getFullYear(), 'range');

const zContactType = z.coerce.number({ error: 'malformed' }).pipe(z.literal(CONTACT_TYPE_IDS, { error: 'malformed' }));

/** Spec 1 §5 "Contact": nombre, apellidos, puesto, direccion, localidad, cp 3-150; e-mail; telefono1 (telefono2 optional) 9+. */
export const contactFields = z.object({
  nombre: zRequiredText(),
  apellidos: zRequiredText(),
  puesto: zRequiredText(),
  email: zEmail,
  telefono1: zPhone,
  telefono2: zOptionalPhone,
  departamento: zOptionalText(),
  direccion: zRequiredText(),
  localidad: zRequiredText(),
  cp: zRequiredText(),
  nif: zOptional(zDniNie),
  idPais: zOptionalCatalogId,
  provincia: zOptionalText(),
  tipoContacto: z.array(zContactType).max(CONTACT_TYPE_IDS.length, 'malformed').optional(),
  aniosForoEmpleo: z.array(zForumYear).max(100, 'malformed').optional(),
});
export const contactBody = contactFields;
export type ContactBody = z.output<typeof contactBody>;
export type ContactInput = z.input<typeof contactBody>;
export const editContactBody = contactFields.extend({ idContacto: zId });
export type EditContactBody = z.output<typeof editContactBody>;
/** Portal extension: the contact to remove from the caller's company. */
export const removeContactBody = z.object({ idContacto: zId });
export type RemoveContactBody = z.output<typeof removeContactBody>;

export const companyContact = z.object({
  idContacto: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  puesto: z.string().nullable(),
  email: z.string(),
  nick: z.string().nullable(),
  telefono1: z.string().nullable(),
  telefono2: z.string().nullable(),
  departamento: z.string().nullable(),
  direccion: z.string().nullable(),
  localidad: z.string().nullable(),
  cp: z.string().nullable(),
  nif: z.string().nullable(),
  idPais: z.number().nullable(),
  provincia: z.string().nullable(),
  tipoContacto: z.array(z.number()),
  aniosForoEmpleo: z.array(z.number()),
  principal: z.boolean(),
});
export type CompanyContact = z.infer<typeof companyContact>;

export const contactsDatos = z.object({
  /** The caller's own contact (what /mi-perfil edits). */
  idContacto: z.number(),
  contactos: z.array(companyContact),
});
export type ContactsDatos = z.infer<typeof contactsDatos>;

// ---------------------------------------------------------------------------------------------------------------
// Fiscal (billing) accounts

/**
 * Spec 1 §5 "Fiscal account": NombreFiscal, domicilioFiscal, poblacion, cp 3-150; CIF; country; province (select
 * in Spain, text of 3+ elsewhere); postal address 3-250 only when invoices go by post.
 */
export const fiscalAccountBody = z
  .object({
    NombreFiscal: zRequiredText(),
    CIF: zTaxId,
    requiereEnvioPostalFacturas: z.boolean().default(false),
    domicilioFiscal: zRequiredText(),
    idPais: zCatalogId,
    idProvincia: zOptionalCatalogId,
    provincia: zOptionalText(),
    poblacion: zRequiredText(),
    cp: zRequiredText(),
    domicilioEnvioPostal: zOptionalText(3, POSTAL_ADDRESS_MAX),
  })
  .superRefine((value, ctx) => {
    provinceRule(value, ctx);
    if (value.requiereEnvioPostalFacturas && value.domicilioEnvioPostal === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['domicilioEnvioPostal'], input: undefined });
    }
  });
export type FiscalAccountBody = z.output<typeof fiscalAccountBody>;
export type FiscalAccountInput = z.input<typeof fiscalAccountBody>;

export const fiscalAccount = z.object({
  idCuenta: z.number(),
  NombreFiscal: z.string(),
  CIF: z.string(),
  requiereEnvioPostalFacturas: z.boolean(),
  domicilioFiscal: z.string(),
  idProvincia: z.number().nullable(),
  Provincia: z.string().nullable().describe('Label of idProvincia in Spain, the free text elsewhere'),
  poblacion: z.string(),
  idPais: z.number(),
  cp: z.string(),
  domicilioEnvioPostal: z.string().nullable(),
});
export type FiscalAccount = z.infer<typeof fiscalAccount>;

/** Portal extension: the fiscal account the caller's company no longer uses. */
export const removeFiscalAccountBody = z.object({ idCuenta: zId });
export type RemoveFiscalAccountBody = z.output<typeof removeFiscalAccountBody>;

// ---------------------------------------------------------------------------------------------------------------
// Account request

/** /solicitar-cuenta: the company, its first contact and the contact's password; the privacy policy accepted. */
export const companyRequestBody = z
  .object({
    cif: zTaxId,
    nombreFiscal: zRequiredText(),
    nombreComercial: zRequiredText(),
    idSector: zCatalogId,
    nombre: zRequiredText(),
    apellidos: zRequiredText(),
    puesto: zRequiredText(),
    email: zEmail,
    telefono1: zPhone,
    aceptaPrivacidad: zPrivacyPolicyAccepted,
  })
  .and(zPasswordWithConfirmation);
export type CompanyRequestBody = z.output<typeof companyRequestBody>;
export type CompanyRequestInput = z.input<typeof companyRequestBody>;

// ---------------------------------------------------------------------------------------------------------------
// Calls

const EMPRESA = ['Empresa'] as const;

export const companyCalls = {
  cifExists: defineCall({
    name: 'existeCIF',
    method: 'GET',
    path: '/api/Empresa/existeCIF/:cif/:token',
    roles: 'public',
    summary:
      'Whether a company of this institution has the CIF (33 malformed). The last segment is the fixed value the spec names; it carries no meaning.',
    params: z.object({ cif: z.string().max(30, 'maxLength'), token: z.string().max(100, 'maxLength') }),
    datos: z.object({ existe: z.boolean() }),
  }),
  request: defineCall({
    name: 'guardarUsuarioEmpresa',
    method: 'POST',
    path: '/api/Empresa/guardarUsuarioEmpresa',
    roles: 'public',
    changeLog: 'logged',
    summary:
      'Requests a company account: the company waits for the service to validate it (9 at login until then). 8 CIF registered, 33 CIF malformed, 44 e-mail of another company contact, 28 weak password: notice 503',
    body: companyRequestBody,
    datos: z.object({ idEmpresa: z.number(), estado: z.literal('pending') }),
  }),
  data: defineCall({
    name: 'dameDatosEmpresa',
    method: 'GET',
    path: '/api/Empresa/dameDatosEmpresa',
    roles: EMPRESA,
    summary: "The caller's company data (the spec's damedatosempresa is the same path: paths answer in any case)",
    datos: companyData,
  }),
  edit: defineCall({
    name: 'editaEmpresaCompletos',
    method: 'POST',
    path: '/api/Empresa/editaEmpresaCompletos',
    roles: EMPRESA,
    changeLog: 'logged',
    summary: "Saves the caller's company data (15 field errors, 33 CIF malformed, 8 CIF of another company): notice 514",
    body: companyDataBody,
    datos: companyData,
  }),
  missingCompanyData: defineCall({
    name: 'faltanDatosAlaEmpresa',
    method: 'GET',
    path: '/api/Empresa/faltanDatosAlaEmpresa',
    roles: EMPRESA,
    summary: "Required fields of the caller's company that are empty",
    datos: missingDatos,
  }),
  missingContactData: defineCall({
    name: 'faltanDatosAlContactoEmpresa',
    method: 'GET',
    path: '/api/Empresa/faltanDatosAlContactoEmpresa',
    roles: EMPRESA,
    summary: "Required fields of the caller's own contact record that are empty",
    datos: missingDatos,
  }),
  contacts: defineCall({
    name: 'dameDatosContactoEmpresa',
    method: 'GET',
    path: '/api/Empresa/dameDatosContactoEmpresa',
    roles: EMPRESA,
    summary: "The caller's company contacts, and which one is the caller",
    datos: contactsDatos,
  }),
  addContact: defineCall({
    name: 'addContactoEmpresa',
    method: 'POST',
    path: '/api/Empresa/addContactoEmpresa',
    roles: EMPRESA,
    changeLog: 'logged',
    summary:
      'Adds a contact to the caller\'s company; the new contact gets a link to set a password. 29 already a contact, 44 e-mail of another company: notice 527',
    body: contactBody,
    datos: contactsDatos,
  }),
  editContact: defineCall({
    name: 'editaContactoEmpresa',
    method: 'POST',
    path: '/api/Empresa/editaContactoEmpresa',
    roles: EMPRESA,
    changeLog: 'logged',
    summary: "Edits a contact of the caller's company (608 for any other contact; 29/44 e-mail taken): notice 514",
    body: editContactBody,
    datos: contactsDatos,
  }),
  removeContact: defineCall({
    name: 'borraContactoEmpresa',
    method: 'POST',
    path: '/api/Empresa/borraContactoEmpresa',
    roles: EMPRESA,
    changeLog: 'logged',
    summary:
      "Portal extension: removes a contact from the caller's company; the person keeps their name on past records and loses access to this company only. 612 the caller's own contact, 613 the company's last contact, 608 any other company's contact: notice 514 with the list",
    body: removeContactBody,
    datos: contactsDatos,
  }),
  fiscalAccounts: defineCall({
    name: 'dameCuentasFacturacion',
    method: 'GET',
    path: '/api/empresa/dameCuentasFacturacion',
    roles: EMPRESA,
    summary: "The caller's company fiscal (billing) accounts, oldest first",
    datos: z.array(fiscalAccount),
  }),
  addFiscalAccount: defineCall({
    name: 'addCuentaFacturacion',
    method: 'POST',
    path: '/api/Empresa/addCuentaFacturacion',
    roles: EMPRESA,
    changeLog: 'logged',
    summary: "Adds a fiscal account to the caller's company: notice 514, datos the new account's id and the list",
    body: fiscalAccountBody,
    datos: z.object({ idCuenta: z.number(), cuentas: z.array(fiscalAccount) }),
  }),
  removeFiscalAccount: defineCall({
    name: 'borraCuentaFacturacion',
    method: 'POST',
    path: '/api/Empresa/borraCuentaFacturacion',
    roles: EMPRESA,
    changeLog: 'logged',
    summary:
      "Portal extension: retires a fiscal account of the caller's company: gone from its list, still named on the agreements that used it. 608 any other company's account or one already retired: notice 514 with the list",
    body: removeFiscalAccountBody,
    datos: z.array(fiscalAccount),
  }),
  processCounts: defineCall({
    name: 'dameNumProcesos',
    method: 'GET',
    path: '/api/Empresa/dameNumProcesos',
    roles: EMPRESA,
    summary: "Counts of the caller's company: published offers per profile and candidacies it has not read yet",
    datos: z.object({
      numProcesosActivosPracticas: z.number(),
      numProcesosActivosEmpleo: z.number(),
      numCandidaturasSinLeer: z.number(),
    }),
  }),
  myCompanies: defineCall({
    name: 'dameEmpresasContacto',
    method: 'GET',
    path: '/api/Empresa/dameEmpresasContacto',
    roles: EMPRESA,
    summary: 'Portal extension: the companies the caller is a contact of, to switch between them',
    datos: z.object({ idEmpresaActual: z.number(), empresas: z.array(companyChoice.extend({ validada: z.boolean() })) }),
  }),
  switchCompany: defineCall({
    name: 'cambiaEmpresa',
    method: 'POST',
    path: '/api/Empresa/cambiaEmpresa',
    roles: EMPRESA,
    readOnly: true,
    summary:
      'Portal extension: a session token for another company of the caller, without logging in again (608 not a contact of it, 9 not validated)',
    body: z.object({ idEmpresa: zId }),
    datos: loginDatos,
  }),
} as const;
