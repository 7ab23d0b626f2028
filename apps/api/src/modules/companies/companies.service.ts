import {
  DEFAULT_CONTACT_TYPE_ID,
  REQUIRED_COMPANY_FIELDS,
  REQUIRED_CONTACT_FIELDS,
  SPAIN_COUNTRY_ID,
  Status,
  isValidTaxId,
  normaliseCif,
  type CompanyDataBody,
  type CompanyRequestBody,
  type ContactBody,
  type ContactsDatos,
  type EditContactBody,
  type FiscalAccountBody,
  type RemoveContactBody,
  type RemoveFiscalAccountBody,
  type Language,
  type StatusCode,
  type ValidationFieldError,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor, DbHandle, Visitor } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { assertCatalogIds, loadLabels } from '../domains/index.ts';
import { serviceDay } from '../offers/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { presentCompany, presentContact, presentFiscalAccount } from './companies.presenter.ts';
import * as repo from './companies.repository.ts';
import type { CallEffects } from '../notifications/index.ts';

/** The company of the caller's session, once the policy says the caller may act on it. */
async function ownCompany(db: DbHandle, actor: Actor, action: 'read' | 'edit'): Promise<repo.CompanyRecord> {
  const row = actor.companyId === undefined ? undefined : await repo.findCompany(db, actor, actor.companyId);
  const resource = row && { ...row, institutionId: row.institution_id, companyId: row.id };
  authorize(policies.companyData, actor, action, resource);
  return resource;
}

/** A refusal about one field, named in `datos.errores` so the form shows it on that field. */
const fieldError = (status: StatusCode, campo: string, clave = 'malformed') => new AppError(status, { datos: { errores: [{ campo, codigo: status, clave }] } });

/** Province of a form: the list's id in Spain, the text elsewhere (never both). */
function provinceOf(input: { idPais: number; idProvincia?: number | undefined; provincia?: string | undefined }) {
  return input.idPais === SPAIN_COUNTRY_ID
    ? { province_id: input.idProvincia ?? null, province_text: null }
    : { province_id: null, province_text: input.provincia ?? null };
}

// ---------------------------------------------------------------------------------------------------------------
// Account request

export async function cifExists(db: DbHandle, visitor: Visitor, cif: string) {
  if (!isValidTaxId(cif)) throw fieldError(Status.CifMalformed, 'cif', 'taxId');
  return { existe: (await repo.companyWithCif(db, visitor, normaliseCif(cif))) !== undefined };
}

/**
 * A company asks for an account: the company is created pending (the back office's queue), with the person who
 * asked as its first contact. The contact cannot log in until the service validates the company (9).
 * Ticking the privacy box is the acceptance of the data-protection text in force.
 */
export async function requestAccount(db: DbHandle, visitor: Visitor, effects: CallEffects, body: CompanyRequestBody, language: Language, now: Date) {
  const email = body.email.trim();
  await repo.lockKeys(db, visitor.institutionId, `cif:${body.cif}`, `email:${email}`);
  if (await repo.companyWithCif(db, visitor, body.cif)) throw fieldError(Status.AlreadyExists, 'cif');
  if (await repo.companyAccountByEmail(db, visitor, email)) throw fieldError(Status.EmailBelongsToAnotherCompany, 'email');
  await assertCatalogIds(db, visitor, [{ campo: 'idSector', catalog: 'sectors', ids: body.idSector }]);
  const companyId = await repo.insertCompany(db, {
    institutionId: visitor.institutionId,
    cif: body.cif,
    legalName: body.nombreFiscal,
    tradeName: body.nombreComercial,
    sectorId: body.idSector,
  });
  const userId = await repo.insertCompanyUser(db, {
    institutionId: visitor.institutionId,
    email,
    firstName: body.nombre,
    lastName: body.apellidos,
    passwordHash: await hashPassword(body.password),
    language,
    rgpdVersion: await repo.currentRgpdVersion(db, visitor.institutionId),
    at: now,
  });
  await repo.insertContact(db, companyId, userId, { position: body.puesto, phone: body.telefono1, contact_types: [DEFAULT_CONTACT_TYPE_ID] }, true);
  // Under the person who asked: the company's first contact, written a moment ago in this transaction.
  await recordAudit(db, { institutionId: visitor.institutionId, userId }, { entity: 'company', entityId: companyId, action: 'requestAccount', to: 'pendiente', detail: body.nombreComercial });
  await effects.notify({ kind: 'company.requested', to: { staff: true }, params: { empresa: body.nombreComercial }, link: `/gestion/empresas/${companyId}` });
  return { idEmpresa: companyId, estado: 'pending' as const };
}

// ---------------------------------------------------------------------------------------------------------------
// Company data

async function presentOwn(db: DbHandle, actor: Actor, row: repo.CompanyRecord) {
  const labels = await loadLabels(db, actor, actor.language, [
    ['sectors', row.sector_id],
    ['provinces', row.province_id],
  ]);
  return presentCompany(row, labels);
}

export async function companyData(db: DbHandle, actor: Actor) {
  return presentOwn(db, actor, await ownCompany(db, actor, 'read'));
}

/**
 * The service validated the company under a CIF and a legal name, and its agreements and invoices are made out to
 * them: once validated, a change of either reaches the staff, with the before and after (a pending company's data is
 * read when it is validated).
 */
async function tellStaffOfNewIdentity(effects: CallEffects, company: repo.CompanyRecord, body: CompanyDataBody) {
  if (company.state !== 'validated') return;
  const changes = [
    company.cif.toUpperCase() !== body.cif.toUpperCase() ? `CIF ${company.cif} → ${body.cif}` : null,
    company.legal_name !== body.nombreFiscal ? `${company.legal_name} → ${body.nombreFiscal}` : null,
  ].filter((change): change is string => change !== null);
  if (changes.length === 0) return;
  await effects.notify({ kind: 'company.identity-changed', to: { staff: true }, params: { empresa: body.nombreComercial, cambio: changes.join('; ') }, link: `/gestion/empresas/${company.id}` });
}

export async function editCompany(db: DbHandle, actor: Actor, effects: CallEffects, body: CompanyDataBody) {
  const company = await ownCompany(db, actor, 'edit');
  if (body.cif.toUpperCase() !== company.cif.toUpperCase()) {
    await repo.lockKeys(db, actor.institutionId, `cif:${body.cif}`);
    const other = await repo.companyWithCif(db, actor, body.cif);
    if (other && other.id !== company.id) throw fieldError(Status.AlreadyExists, 'cif');
  }
  await assertCatalogIds(db, actor, [
    { campo: 'idSector', catalog: 'sectors', ids: body.idSector },
    { campo: 'idPais', catalog: 'countries', ids: body.idPais },
    { campo: 'idProvincia', catalog: 'provinces', ids: body.idPais === SPAIN_COUNTRY_ID ? body.idProvincia : undefined },
  ]);
  await repo.updateCompany(db, company.id, {
    cif: body.cif,
    legal_name: body.nombreFiscal,
    trade_name: body.nombreComercial,
    sector_id: body.idSector,
    is_startup: body.startup,
    company_type_id: body.idTipoEmpresa,
    address: body.direccion,
    postal_code: body.cp,
    locality: body.poblacion ?? null,
    country_id: body.idPais,
    ...provinceOf(body),
    website: body.web ?? null,
    employees: body.numEmpleados ?? null,
    // Line breaks are kept as typed: the page shows them, and nothing renders the text as markup.
    description: body.descripcion ?? null,
  });
  // The service's change log follows the company's own writes too (issue 22), under the contact who made them.
  await recordAudit(db, actor, { entity: 'company', entityId: company.id, action: 'editData', detail: body.nombreComercial });
  await tellStaffOfNewIdentity(effects, company, body);
  return companyData(db, actor);
}

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The required company fields (spec 1 §5) that are empty: what the missing-data popup sends the company to fill. */
export async function missingCompanyData(db: DbHandle, actor: Actor) {
  const data = await companyData(db, actor);
  const faltan = REQUIRED_COMPANY_FIELDS.filter((field) => isEmpty(data[field]));
  if (data.idPais === SPAIN_COUNTRY_ID && data.idProvincia === null) faltan.push('idProvincia' as never);
  return { faltanDatos: faltan.length > 0, faltan };
}

/** The required fields of the caller's own contact record that are empty. */
export async function missingContactData(db: DbHandle, actor: Actor) {
  const company = await ownCompany(db, actor, 'read');
  const row = await repo.findContact(db, actor, company.id, actor.userId);
  if (!row) throw new AppError(Status.NotFound);
  const contact = presentContact(row);
  const faltan = REQUIRED_CONTACT_FIELDS.filter((field) => isEmpty(contact[field]));
  return { faltanDatos: faltan.length > 0, faltan };
}

/**
 * What must be complete before an offer reaches the service (docs/decisions.md, "The company's own account"): the
 * company may put the missing data off at its first login ("Ahora no"), and sending an offer asks for it again.
 * Refused with 611, each missing field named `empresa.<field>` or `contacto.<field>` (`clave: 'required'`).
 */
export async function assertDataCompleteForOffers(db: DbHandle, actor: Actor): Promise<void> {
  if (!actor.brand.flags.checkDatosCompletosEmpresa) return;
  const company = await missingCompanyData(db, actor);
  // Staff acting as the company (god mode) are no contact of it: only the company's data is theirs to complete.
  const own = await repo.findContact(db, actor, (await ownCompany(db, actor, 'read')).id, actor.userId);
  const contact = own ? await missingContactData(db, actor) : { faltan: [] };
  const errores: ValidationFieldError[] = [
    ...company.faltan.map((field) => ({ campo: `empresa.${field}`, codigo: Status.CompanyDataMissing, clave: 'required' as const })),
    ...contact.faltan.map((field) => ({ campo: `contacto.${field}`, codigo: Status.CompanyDataMissing, clave: 'required' as const })),
  ];
  if (errores.length > 0) throw new AppError(Status.CompanyDataMissing, { datos: { errores } });
}

// ---------------------------------------------------------------------------------------------------------------
// Contacts

export async function contacts(db: DbHandle, actor: Actor): Promise<ContactsDatos> {
  const company = await ownCompany(db, actor, 'read');
  const rows = await repo.companyContacts(db, actor, company.id);
  return { idContacto: actor.userId, contactos: rows.map(presentContact) };
}

/** Contact types: the brand asks for them (requestTipoContacto) or not; none chosen means the general contact, 9. */
function contactTypes(actor: Actor, body: ContactBody, stored?: number[]): number[] {
  if (!actor.brand.flags.requestTipoContacto) return stored ?? [DEFAULT_CONTACT_TYPE_ID];
  const chosen = [...new Set(body.tipoContacto ?? [])];
  return chosen.length > 0 ? chosen.sort((a, b) => a - b) : [DEFAULT_CONTACT_TYPE_ID];
}

function contactValues(actor: Actor, body: ContactBody, stored?: number[]): repo.ContactValues {
  return {
    position: body.puesto,
    phone: body.telefono1,
    phone2: body.telefono2 ?? null,
    department: body.departamento ?? null,
    address: body.direccion,
    locality: body.localidad,
    postal_code: body.cp,
    nif: body.nif ?? null,
    country_id: body.idPais ?? null,
    province: body.provincia ?? null,
    contact_types: contactTypes(actor, body, stored),
    forum_years: [...new Set(body.aniosForoEmpleo ?? [])].sort((a, b) => b - a),
  };
}

/**
 * 29: the address is already one of this company's contacts; 44: it is the account of another company's contact.
 * A person removed from every company they worked for (borraContactoEmpresa) keeps their account, for the records
 * that name them: adding the address again links that same person back (`unlinked`), so the history stays one
 * person. An edit cannot take such an address over (44).
 */
async function assertEmailFree(db: DbHandle, actor: Actor, companyId: number, email: string, options: { self?: number; reuseUnlinked?: boolean } = {}) {
  const account = await repo.companyAccountByEmail(db, actor, email);
  if (!account || account.id === options.self) return { unlinked: undefined };
  if (options.reuseUnlinked && account.companyIds.length === 0) return { unlinked: account.id };
  throw fieldError(account.companyIds.includes(companyId) ? Status.ContactExists : Status.EmailBelongsToAnotherCompany, 'email');
}

export interface ContactEffects {
  /** Queues the mail with a link for the new contact to set a password, in the call's transaction. */
  sendSetPasswordLink(userId: number): Promise<void>;
}

export async function addContact(db: DbHandle, actor: Actor, effects: ContactEffects, body: ContactBody): Promise<ContactsDatos> {
  const company = await ownCompany(db, actor, 'edit');
  const email = body.email.trim();
  await repo.lockKeys(db, actor.institutionId, `email:${email}`);
  const { unlinked } = await assertEmailFree(db, actor, company.id, email, { reuseUnlinked: true });
  if (body.idPais !== undefined) await assertCatalogIds(db, actor, [{ campo: 'idPais', catalog: 'countries', ids: body.idPais }]);
  let userId: number;
  if (unlinked === undefined) {
    userId = await repo.insertCompanyUser(db, {
      institutionId: actor.institutionId,
      email,
      firstName: body.nombre,
      lastName: body.apellidos,
      // The new contact chooses a password through the mailed link, and accepts the data-protection text on login.
      passwordHash: null,
      language: actor.language,
      rgpdVersion: null,
      at: new Date(),
    });
  } else {
    userId = unlinked;
    await repo.updateUserNames(db, userId, { first_name: body.nombre, last_name: body.apellidos, email });
  }
  await repo.insertContact(db, company.id, userId, contactValues(actor, body), false);
  await effects.sendSetPasswordLink(userId);
  // A new login for the company: the service sees who was let in, and by whom.
  await recordAudit(db, actor, { entity: 'company', entityId: company.id, action: 'addContact', to: email, detail: `${body.nombre} ${body.apellidos}` });
  return contacts(db, actor);
}

export async function editContact(db: DbHandle, actor: Actor, body: EditContactBody): Promise<ContactsDatos> {
  const company = await ownCompany(db, actor, 'edit');
  const found = await repo.findContact(db, actor, company.id, body.idContacto);
  const row = found && { ...found, institutionId: found.institution_id, companyId: found.company_id };
  authorize(policies.companyData, actor, 'edit', row);
  const email = body.email.trim();
  if (email.toLowerCase() !== row.email.toLowerCase()) {
    await repo.lockKeys(db, actor.institutionId, `email:${email}`);
    await assertEmailFree(db, actor, company.id, email, { self: row.id });
  }
  if (body.idPais !== undefined) await assertCatalogIds(db, actor, [{ campo: 'idPais', catalog: 'countries', ids: body.idPais }]);
  await repo.updateUserNames(db, row.id, { first_name: body.nombre, last_name: body.apellidos, email });
  await repo.updateContact(db, company.id, row.id, contactValues(actor, body, row.contact_types));
  await recordAudit(db, actor, { entity: 'company', entityId: company.id, action: 'editContact', from: row.email === email ? null : row.email, to: email, detail: `${body.nombre} ${body.apellidos}` });
  return contacts(db, actor);
}

/**
 * Removes a contact from the company (docs/decisions.md, "Removing a company's contacts and fiscal accounts"): the
 * link between the person and this company goes, the person stays, so the agreements, offers and change-log lines
 * that name them keep doing so, and their sessions for this company end (the auth check reads the link on every
 * call). 612: the caller's own contact; 608: not a contact of this company; 613: nobody able to act for the company
 * would be left (two contacts removing each other at once: removals of one company are serialised, so the second
 * one finds the caller already gone). When the primary contact goes, the oldest remaining one takes its place. A
 * person left without any company also loses the unused set-password link they were mailed when added.
 */
export async function removeContact(db: DbHandle, actor: Actor, body: RemoveContactBody): Promise<ContactsDatos> {
  const company = await ownCompany(db, actor, 'edit');
  if (body.idContacto === actor.userId) throw new AppError(Status.CannotRemoveOwnContact);
  await repo.lockKeys(db, actor.institutionId, `contacts:${company.id}`);
  const found = await repo.findContact(db, actor, company.id, body.idContacto);
  const row = found && { ...found, institutionId: found.institution_id, companyId: found.company_id };
  authorize(policies.companyData, actor, 'edit', row);
  const remaining = await repo.otherActiveContacts(db, company.id, row.id);
  if (remaining.length === 0) throw new AppError(Status.LastCompanyContact);
  await repo.deleteContactLink(db, company.id, row.id);
  await repo.dropUnusedPasswordLinksIfCompanyless(db, row.id);
  if (row.is_primary && !remaining.some((contact) => contact.is_primary)) await repo.makePrimaryContact(db, company.id, remaining[0]!.id);
  await recordAudit(db, actor, { entity: 'company', entityId: company.id, action: 'removeContact', from: row.email, detail: `${row.first_name} ${row.last_name}` });
  return contacts(db, actor);
}

// ---------------------------------------------------------------------------------------------------------------
// Fiscal accounts

export async function fiscalAccounts(db: DbHandle, actor: Actor) {
  const company = await ownCompany(db, actor, 'read');
  const rows = await repo.fiscalAccounts(db, company.id);
  const labels = await loadLabels(db, actor, actor.language, [['provinces', rows.map((r) => r.province_id)]]);
  return rows.map((row) => presentFiscalAccount(row, labels));
}

export async function addFiscalAccount(db: DbHandle, actor: Actor, body: FiscalAccountBody) {
  const company = await ownCompany(db, actor, 'edit');
  await assertCatalogIds(db, actor, [
    { campo: 'idPais', catalog: 'countries', ids: body.idPais },
    { campo: 'idProvincia', catalog: 'provinces', ids: body.idPais === SPAIN_COUNTRY_ID ? body.idProvincia : undefined },
  ]);
  const idCuenta = await repo.insertFiscalAccount(db, {
    company_id: company.id,
    legal_name: body.NombreFiscal,
    cif: body.CIF,
    postal_invoicing: body.requiereEnvioPostalFacturas,
    address: body.domicilioFiscal,
    country_id: body.idPais,
    ...provinceOf(body),
    locality: body.poblacion,
    postal_code: body.cp,
    postal_address: body.requiereEnvioPostalFacturas ? (body.domicilioEnvioPostal ?? null) : null,
  });
  await recordAudit(db, actor, { entity: 'company', entityId: company.id, action: 'addFiscalAccount', to: body.CIF, detail: body.NombreFiscal });
  return { idCuenta, cuentas: await fiscalAccounts(db, actor) };
}

/**
 * Retires a fiscal account: it leaves the company's list (and any picker built on it), and the agreements and
 * invoices that named it still show it. Another company's account, an unknown id or one already retired: 608.
 */
export async function removeFiscalAccount(db: DbHandle, actor: Actor, body: RemoveFiscalAccountBody, now: Date) {
  const company = await ownCompany(db, actor, 'edit');
  const found = await repo.findFiscalAccountInUse(db, actor, body.idCuenta);
  const account = found && { ...found, institutionId: found.institution_id, companyId: found.company_id };
  authorize(policies.companyData, actor, 'edit', account);
  await repo.retireFiscalAccount(db, account.id, now);
  await recordAudit(db, actor, { entity: 'company', entityId: company.id, action: 'removeFiscalAccount', from: account.cif, detail: account.legal_name });
  return fiscalAccounts(db, actor);
}

// ---------------------------------------------------------------------------------------------------------------
// Home counts and the company switch

export async function processCounts(db: DbHandle, actor: Actor, now: Date) {
  const company = await ownCompany(db, actor, 'read');
  const counts = await repo.processCounts(db, actor, company.id, serviceDay(now));
  return { numProcesosActivosPracticas: counts.internships, numProcesosActivosEmpleo: counts.jobs, numCandidaturasSinLeer: counts.unread };
}

export async function myCompanies(db: DbHandle, actor: Actor) {
  const rows = await repo.membershipsOf(db, actor, actor.userId);
  return {
    idEmpresaActual: actor.companyId ?? 0,
    empresas: rows.map((row) => ({ idEmpresa: row.id, nombre: row.trade_name, validada: row.state === 'validated' })),
  };
}

/**
 * The company a contact switches to: one they are a contact of (608 otherwise, like an id that does not exist)
 * and validated (9). The auth service then issues a token for it.
 */
export async function switchTarget(db: DbHandle, actor: Actor, companyId: number) {
  const rows = await repo.membershipsOf(db, actor, actor.userId);
  const found = rows.find((r) => r.id === companyId);
  const row = found && { ...found, institutionId: found.institution_id, companyId: found.id, userId: found.user_id };
  authorize(policies.companyMembership, actor, 'actFor', row);
  if (row.state !== 'validated') throw new AppError(Status.CompanyNotValidatedOrBlocked);
  const user = await repo.findUser(db, actor, actor.userId);
  if (!user) throw new AppError(Status.SessionExpired);
  return { user, company: { id: row.id, tradeName: row.trade_name } };
}

/** The account of a contact just added, to send it the link that sets its first password. */
export function contactAccount(db: DbHandle, actor: Actor, userId: number) {
  return repo.findUser(db, actor, userId);
}
