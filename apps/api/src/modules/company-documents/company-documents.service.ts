import type { CompanyAgreement, CompanyInvoice, InternshipDocument } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { readRecordFile } from '../files/index.ts';
import * as repo from './company-documents.repository.ts';

/** The company of the session; a token without one (cannot happen for role Empresa) reads as nothing. */
const companyOf = (actor: Actor): number => actor.companyId ?? 0;

export const presentCompanyAgreement = (r: repo.CompanyAgreementRow): CompanyAgreement => ({
  idConvenio: r.id,
  estado: r.state,
  fechaAlta: r.created_at.toISOString(),
  fechaCaducidad: r.no_expiry ? null : r.expires_on,
  sinCaducidad: r.no_expiry,
  tieneFichero: r.file_id !== null,
  copiaFirmada: r.signed_at !== null,
  observaciones: r.remarks,
});

export async function agreements(db: DbHandle, actor: Actor): Promise<CompanyAgreement[]> {
  const rows = await repo.agreementsOf(db, actor.institutionId, companyOf(actor));
  return rows.map(presentCompanyAgreement);
}

/** One agreement of the caller's company, as its list shows it; another company's (or none) answers 608. */
export async function ownAgreement(db: DbHandle, actor: Actor, id: number, action: 'read' | 'sign' = 'read') {
  const row = await repo.findAgreement(db, id);
  authorize(policies.companyDocument, actor, action, row && { institutionId: row.institution_id, companyId: row.company_id });
  return row as NonNullable<typeof row>;
}

export async function invoices(db: DbHandle, actor: Actor): Promise<CompanyInvoice[]> {
  const rows = await repo.invoicesOf(db, actor.institutionId, companyOf(actor));
  return rows.map((r) => ({ idFactura: r.id, numero: r.number, fecha: r.issued_on, importe: Number(r.amount), nombreFichero: r.file_name }));
}

export async function documents(db: DbHandle, actor: Actor): Promise<InternshipDocument[]> {
  const rows = await repo.documentsOf(db, actor.institutionId, companyOf(actor));
  return rows.map((r) => ({ idDocumento: r.id, nombre: r.name, tipo: r.type, fecha: r.created_at.toISOString().slice(0, 10), nombreFichero: r.file_name }));
}

export async function paperFile(db: DbHandle, actor: Actor, table: Parameters<typeof repo.findPaper>[1], id: number) {
  const row = await repo.findPaper(db, table, id);
  authorize(policies.companyDocument, actor, 'read', row && { institutionId: row.institution_id, companyId: row.company_id });
  return readRecordFile(db, actor.institutionId, row?.file_id ?? null);
}
