import {
  AGREEMENT_STATES,
  STAFF_PAGE_SIZE,
  Status,
  canMoveAgreement,
  type AgreementState,
  type InternshipDocumentType,
  type StaffAgreementDetail,
  type StaffAgreementsQuery,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { readRecordFile, storeRecordUpload, type Upload } from '../files/index.ts';
import { auditFiltersOf, listAudit, presentAudit, recordAudit } from '../staff-audit/index.ts';
import type { StaffEffects } from '../staff/index.ts';
import { agreementStateNames } from './agreement-state-names.ts';
import { presentAgreement, presentAgreementDetail, presentDocument, presentInvoice } from './staff-agreements.presenter.ts';
import * as repo from './staff-agreements.repository.ts';
import * as companyDocumentsRepo from './company-documents.repository.ts';

/** Another institution's record reads as an unknown one: 608. */
function own<T extends { institution_id: string }>(actor: Actor, row: T | undefined): T {
  const resource = row && { ...row, institutionId: row.institution_id };
  authorize(policies.staffRecord, actor, 'manage', resource);
  return row as T;
}

const filtersOf = (input: StaffAgreementsQuery & { estado?: AgreementState | undefined }) => ({
  state: input.estado ?? AGREEMENT_STATES[0],
  text: input.texto ?? undefined,
  expiresFrom: input.caducaDesde ?? undefined,
  expiresUntil: input.caducaHasta ?? undefined,
});

export async function listAgreements(db: DbHandle, actor: Actor, input: StaffAgreementsQuery & { estado?: AgreementState | undefined; pagina?: number | undefined }) {
  const page = input.pagina ?? 1;
  const { total, rows } = await repo.listAgreements(db, actor.institutionId, { ...filtersOf(input), page });
  const contadores = await repo.countAgreementsByState(db, actor.institutionId);
  return { total, pagina: page, porPagina: STAFF_PAGE_SIZE, items: rows.map(presentAgreement), contadores };
}

/** Every row of the filters, for the CSV export. */
export async function allAgreements(db: DbHandle, actor: Actor, input: StaffAgreementsQuery & { estado?: AgreementState | undefined }) {
  const { rows } = await repo.listAgreements(db, actor.institutionId, filtersOf(input));
  return rows.map(presentAgreement);
}

/** One agreement with its history: the state changes the audit log holds for it, newest first. */
export async function agreementDetail(db: DbHandle, actor: Actor, id: number): Promise<StaffAgreementDetail> {
  const agreement = own(actor, await repo.findAgreement(db, id));
  const { rows } = await listAudit(db, actor.institutionId, auditFiltersOf({ entidad: 'agreement', idEntidad: agreement.id, accion: 'changeState' }));
  return presentAgreementDetail(agreement, rows.map(presentAudit));
}

/**
 * Moves an agreement along the table of constants/agreement-states.ts (14 otherwise), writes the audit line in
 * the call's transaction and notifies the company's contacts in it.
 */
export async function moveAgreement(db: DbHandle, actor: Actor, effects: StaffEffects, input: { idConvenio: number; estado: AgreementState; observaciones?: string | undefined }): Promise<StaffAgreementDetail> {
  const agreement = own(actor, await repo.findAgreement(db, input.idConvenio));
  if (!canMoveAgreement(agreement.state, input.estado)) throw new AppError(Status.InvalidStateChange);
  const remark = input.observaciones ?? null;
  // Another move committed between the read and the write leaves the agreement in another state: refused alike.
  if (!(await repo.setAgreementState(db, agreement.id, agreement.state, input.estado, remark))) throw new AppError(Status.InvalidStateChange);
  await recordAudit(db, actor, {
    entity: 'agreement',
    entityId: agreement.id,
    action: 'changeState',
    from: agreement.state,
    to: input.estado,
    detail: remark ?? agreement.trade_name,
  });
  // The company's contacts hear of it in the portal and, unless they chose otherwise, by mail, with the remark.
  await effects.notify({
    kind: 'agreement.state',
    to: { company: agreement.company_id },
    params: { empresa: agreement.trade_name, estado: agreementStateNames(input.estado), observaciones: remark ?? '' },
    link: '/documentacion',
  });
  return agreementDetail(db, actor, agreement.id);
}

export async function agreementFile(db: DbHandle, actor: Actor, id: number) {
  const agreement = own(actor, await repo.findAgreement(db, id));
  return readRecordFile(db, actor.institutionId, agreement.file_id);
}

async function companyFor(db: DbHandle, actor: Actor, id: number) {
  return own(actor, await companyDocumentsRepo.findCompany(db, id));
}

async function companyDocumentsOf(db: DbHandle, actor: Actor, companyId: number) {
  // One after the other: a write call's transaction is one connection.
  const invoices = await companyDocumentsRepo.invoicesOf(db, actor, companyId);
  const documents = await companyDocumentsRepo.documentsOf(db, actor, companyId);
  return { facturas: invoices.map(presentInvoice), documentos: documents.map(presentDocument) };
}

export async function companyDocuments(db: DbHandle, actor: Actor, companyId: number) {
  await companyFor(db, actor, companyId);
  return companyDocumentsOf(db, actor, companyId);
}

const fileFields = { content: 'fichero.ficheroB64ParaAltas', extension: 'fichero.extension_adjunto' };

/**
 * An invoice the service issues to a company: kept in the company's documents, and its contacts told, since they
 * have something to pay (as of a document the service adds).
 */
export async function uploadInvoice(
  db: DbHandle,
  actor: Actor,
  effects: StaffEffects,
  input: { idEmpresa: number; numero: string; fecha: string; importe: number; fichero: Upload },
) {
  const company = await companyFor(db, actor, input.idEmpresa);
  const fileId = await storeRecordUpload(db, actor.institutionId, input.fichero, `factura-${input.numero}`, fileFields);
  const id = await companyDocumentsRepo.insertInvoice(db, {
    institutionId: actor.institutionId,
    companyId: company.id,
    number: input.numero,
    issuedOn: input.fecha,
    amount: input.importe,
    fileId,
    byUserId: actor.userId,
  });
  await recordAudit(db, actor, { entity: 'company', entityId: company.id, action: 'uploadInvoice', to: input.numero, detail: `invoice ${id}` });
  const invoice = { es: `Factura ${input.numero}`, ca: `Factura ${input.numero}`, en: `Invoice ${input.numero}` };
  await effects.notify({ kind: 'internship-document.state', to: { company: company.id }, params: { documento: invoice, estado: DOCUMENT_AVAILABLE }, link: '/documentacion' });
  return companyDocumentsOf(db, actor, company.id);
}

/** The state a document the service has just put in the company's file is in, in each language. */
const DOCUMENT_AVAILABLE = { es: 'disponible en su documentación', ca: 'disponible a la vostra documentació', en: 'available in your documents' };

export async function uploadDocument(
  db: DbHandle,
  actor: Actor,
  effects: StaffEffects,
  input: { idEmpresa: number; nombre: string; tipo: InternshipDocumentType; fichero: Upload },
) {
  const company = await companyFor(db, actor, input.idEmpresa);
  const fileId = await storeRecordUpload(db, actor.institutionId, input.fichero, input.nombre, fileFields);
  const id = await companyDocumentsRepo.insertDocument(db, {
    institutionId: actor.institutionId,
    companyId: company.id,
    name: input.nombre,
    type: input.tipo,
    fileId,
    byUserId: actor.userId,
  });
  await recordAudit(db, actor, { entity: 'company', entityId: company.id, action: 'uploadDocument', to: input.nombre, detail: `document ${id}` });
  // The company's contacts hear of it where they read their documents (by mail at once unless they chose otherwise).
  await effects.notify({ kind: 'internship-document.state', to: { company: company.id }, params: { documento: input.nombre, estado: DOCUMENT_AVAILABLE }, link: '/documentacion' });
  return companyDocumentsOf(db, actor, company.id);
}

export async function invoiceFile(db: DbHandle, actor: Actor, id: number) {
  const invoice = own(actor, await companyDocumentsRepo.findInvoice(db, id));
  return readRecordFile(db, actor.institutionId, invoice.file_id);
}

export async function documentFile(db: DbHandle, actor: Actor, id: number) {
  const document = own(actor, await companyDocumentsRepo.findDocument(db, id));
  return readRecordFile(db, actor.institutionId, document.file_id);
}
