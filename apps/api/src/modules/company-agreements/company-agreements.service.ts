import {
  COMPANY_SIGNED_STATE,
  Status,
  awaitsCompanySignature,
  buildPath,
  companyDocumentsCalls,
  type AgreementBody,
  type CompanyAgreement,
  type Language,
  type LastAgreement,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { storeRecordBytes, storeRecordUpload, type Upload as SignedCopy } from '../files/index.ts';
import { ownAgreement, presentCompanyAgreement } from '../company-documents/index.ts';
import type { CallEffects } from '../notifications/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { agreementPdfFileName, renderAgreementPdf } from './agreement-pdf.ts';
import type { AgreementLanguage } from './agreement-pdf-texts.ts';
import * as repo from './company-agreements.repository.ts';

/** The brand decides whether companies generate agreements in the portal (canCrearConvenios): 48 where it does not. */
function assertAllowed(actor: Actor): void {
  if (!actor.brand.flags.canCrearConvenios) throw new AppError(Status.ActionNotAllowed);
}

/** The company of the session; a token without one (cannot happen for role Empresa) reads as an unknown company. */
async function ownCompany(db: DbHandle, actor: Actor) {
  const company = actor.companyId === undefined ? undefined : await repo.findCompany(db, actor, actor.companyId);
  if (!company) throw new AppError(Status.NotFound);
  return company;
}

const fullName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`.trim();

/** id → name of the company's current contacts: any of them may manage the agreement or receive its invoices. */
export async function contactNames(db: DbHandle, actor: Actor): Promise<Record<string, string>> {
  assertAllowed(actor);
  const company = await ownCompany(db, actor);
  const contacts = await repo.activeContacts(db, actor, company.id);
  return Object.fromEntries(contacts.map((c) => [String(c.id), fullName(c)]));
}

/**
 * The last agreement's data to fill the form again; null when the company has none. A contact since removed from
 * the company, or a fiscal account since retired, comes back null: the form asks for a current one.
 */
export async function lastAgreement(db: DbHandle, actor: Actor): Promise<LastAgreement> {
  assertAllowed(actor);
  const company = await ownCompany(db, actor);
  const row = await repo.lastAgreement(db, actor, company.id);
  if (!row) return null;
  const contactIds = new Set((await repo.activeContacts(db, actor, company.id)).map((c) => c.id));
  const current = (id: number | null) => (id !== null && contactIds.has(id) ? id : null);
  const account = row.fiscal_account_id === null ? undefined : await repo.activeFiscalAccount(db, company.id, row.fiscal_account_id);
  return {
    idConvenio: row.id,
    idContactoEmpresaGestion: current(row.management_contact_id),
    idContactoEmpresaFacturacion: current(row.billing_contact_id),
    idCuentaFacturacion: account?.id ?? null,
    tramitacionManual: row.manual_processing,
    datosFirmante: {
      nombre: row.signer.nombre,
      apellidos: row.signer.apellidos,
      dni: row.signer.dni ?? null,
      cargo: row.signer.cargo,
      email: row.signer.email ?? null,
      telefono: row.signer.telefono ?? null,
    },
    fechaCaducidad: row.no_expiry ? null : row.expires_on,
    sincaducidad: row.no_expiry,
    requierePedido: row.requires_order,
    pedidoAnual: row.annual_order,
    numeroPedido: row.order_number,
    informacionTratamientoDeDatos: row.data_protection_text,
    pagoDomiciliado: row.direct_debit,
    ibanDomiciliacion: row.iban,
  };
}

/** An agreement is a legal document in one of the institution's official languages: English readers get the brand's. */
export function agreementLanguage(requested: Language, brandDefault: Language): AgreementLanguage {
  if (requested === 'ca' || requested === 'es') return requested;
  return brandDefault === 'ca' ? 'ca' : 'es';
}

const placeOf = (p: { address: string | null; postal_code: string | null; locality: string | null; province_text: string | null }) =>
  [p.address, [p.postal_code, p.locality].filter(Boolean).join(' '), p.province_text].filter((part) => part && part.length > 0).join(', ');

/**
 * Generates the company's collaboration agreement: checks the contacts and the fiscal account are the company's and
 * current (608 otherwise), stores it in state "generated" with its PDF, keeps the data-protection text and the
 * direct-debit IBAN on the company, writes the change log and tells the staff, all in the call's transaction.
 */
export async function addAgreement(
  db: DbHandle,
  actor: Actor,
  effects: CallEffects,
  body: AgreementBody,
  language: AgreementLanguage,
  now: Date,
): Promise<{ idConvenio: number; enlace: string }> {
  assertAllowed(actor);
  const dataProtectionText = body.informacionTratamientoDeDatos ?? null;
  if (actor.brand.flags.tratamiendoDatosConvenio && dataProtectionText === null) {
    throw new AppError(Status.MissingMandatoryData, {
      datos: { errores: [{ campo: 'informacionTratamientoDeDatos', codigo: Status.MissingMandatoryData, clave: 'required' }] },
    });
  }
  const company = await ownCompany(db, actor);
  const contacts = await repo.activeContacts(db, actor, company.id);
  const management = contacts.find((c) => c.id === body.idContactoEmpresaGestion);
  const billing = contacts.find((c) => c.id === body.idContactoEmpresaFacturacion);
  const account = await repo.activeFiscalAccount(db, company.id, body.idCuentaFacturacion);
  if (!management || !billing || !account) throw new AppError(Status.NotFound);

  const iban = body.pagoDomiciliado ? (body.ibanDomiciliacion ?? null) : null;
  const annualOrder = body.requierePedido && body.pedidoAnual === true;
  const orderNumber = annualOrder ? (body.numeroPedido ?? null) : null;
  const noExpiry = body.sincaducidad ?? body.fechaCaducidad === undefined;
  const expiresOn = noExpiry ? null : (body.fechaCaducidad ?? null);
  const signer = {
    nombre: body.datosFirmante.nombre,
    apellidos: body.datosFirmante.apellidos,
    dni: body.datosFirmante.dni ?? null,
    cargo: body.datosFirmante.cargo,
    email: body.datosFirmante.email ?? null,
    telefono: body.datosFirmante.telefono ?? null,
  };

  const id = await repo.insertAgreement(db, {
    institutionId: actor.institutionId,
    companyId: company.id,
    signer,
    managementContactId: management.id,
    billingContactId: billing.id,
    fiscalAccountId: account.id,
    expiresOn,
    noExpiry,
    requiresOrder: body.requierePedido,
    annualOrder,
    orderNumber,
    directDebit: body.pagoDomiciliado,
    iban,
    manualProcessing: body.tramitacionManual,
    dataProtectionText,
    language,
    byUserId: actor.userId,
  });

  const bytes = await renderAgreementPdf({
    language,
    brand: { name: actor.brand.name[language], primary: actor.brand.theme.primary },
    institution: company.institution_name,
    company: { legalName: company.legal_name, tradeName: company.trade_name, cif: company.cif, address: placeOf(company) },
    signer,
    management: { name: fullName(management), email: management.email, phone: management.phone },
    billing: { name: fullName(billing), email: billing.email, phone: billing.phone },
    account: { legalName: account.legal_name, cif: account.cif, address: placeOf(account) },
    requiresOrder: body.requierePedido,
    annualOrder,
    orderNumber,
    directDebit: body.pagoDomiciliado,
    iban,
    manualProcessing: body.tramitacionManual,
    expiresOn,
    dataProtectionText,
    now,
  });
  const fileId = await storeRecordBytes(db, actor.institutionId, {
    name: agreementPdfFileName(language, company.trade_name),
    extension: 'pdf',
    mimeType: 'application/pdf',
    bytes,
  });
  await repo.setAgreementFile(db, id, fileId);
  if (dataProtectionText !== null || iban !== null) await repo.keepOnCompany(db, company.id, { dataProtectionText, iban });

  await recordAudit(db, actor, { entity: 'agreement', entityId: id, action: 'generateAgreement', to: 'generado', detail: company.trade_name });
  const mode = { es: body.tramitacionManual ? 'firma en papel' : 'firma electrónica', ca: body.tramitacionManual ? 'signatura en paper' : 'signatura electrònica', en: body.tramitacionManual ? 'paper signature' : 'electronic signature' };
  await effects.notify({ kind: 'agreement.generated', to: { staff: true }, params: { empresa: company.trade_name, firma: mode }, link: `/gestion/convenios/${id}` });

  return { idConvenio: id, enlace: buildPath(companyDocumentsCalls.agreementFile.path, { idConvenio: id }) };
}

/** The brand decides whether companies upload their signed agreements in the portal (canSubirConvenios): 48 otherwise. */
function assertUploadAllowed(actor: Actor): void {
  if (!actor.brand.flags.canSubirConvenios) throw new AppError(Status.ActionNotAllowed);
}

const signedCopyFields = { content: 'adjunto.ficheroB64ParaAltas', extension: 'adjunto.extension_adjunto' };

/**
 * The company's signed copy of one of its agreements: 608 for another company's, 614 unless the agreement waits for
 * the company's signature (the table of constants/agreement-states.ts), a field error unless the file is a PDF
 * within the size limit (files module). The copy is stored as a record file of the institution, the agreement
 * moves to "signed by the company", the change log and the staff's notice are written, all in the call's
 * transaction.
 */
export async function uploadSignedAgreement(
  db: DbHandle,
  actor: Actor,
  effects: CallEffects,
  body: { idConvenio: number; adjunto: SignedCopy },
  now: Date,
): Promise<CompanyAgreement> {
  assertUploadAllowed(actor);
  const agreement = await ownAgreement(db, actor, body.idConvenio, 'sign');
  if (!awaitsCompanySignature(agreement.state)) throw new AppError(Status.AgreementNotAwaitingSignature);
  const company = await ownCompany(db, actor);
  const fileId = await storeRecordUpload(db, actor.institutionId, body.adjunto, `convenio-${agreement.id}-firmado`, signedCopyFields);
  if (!(await repo.markSigned(db, agreement.id, agreement.state, COMPANY_SIGNED_STATE, fileId, now))) throw new AppError(Status.AgreementNotAwaitingSignature);
  // A line of the agreement's history, as the staff's moves are.
  await recordAudit(db, actor, { entity: 'agreement', entityId: agreement.id, action: 'changeState', from: agreement.state, to: COMPANY_SIGNED_STATE, detail: company.trade_name });
  await effects.notify({
    kind: 'agreement.signed',
    to: { staff: true },
    params: { empresa: company.trade_name, convenio: String(agreement.id) },
    link: `/gestion/convenios/${agreement.id}`,
  });
  return presentCompanyAgreement(await ownAgreement(db, actor, agreement.id));
}
