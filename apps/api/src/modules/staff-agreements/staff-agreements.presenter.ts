import { AGREEMENT_STATES, allowedAgreementMoves, type AgreementHistoryEntry, type AgreementState, type AuditEntry, type CompanyInvoice, type InternshipDocument, type StaffAgreementDetail, type StaffAgreementItem } from '@portal/shared';
import type { AgreementRow, AgreementSummaryRow } from './staff-agreements.repository.ts';
import type { DocumentRow, InvoiceRow } from './company-documents.repository.ts';

export function presentAgreement(row: AgreementSummaryRow): StaffAgreementItem {
  return {
    idConvenio: row.id,
    idEmpresa: row.company_id,
    empresa: row.trade_name,
    cif: row.cif,
    estado: row.state,
    fechaAlta: row.created_at.toISOString(),
    fechaActualizacion: row.updated_at.toISOString(),
    fechaCaducidad: row.no_expiry ? null : row.expires_on,
    sinCaducidad: row.no_expiry,
    firmante: `${row.signer.nombre} ${row.signer.apellidos}, ${row.signer.cargo}`,
    tieneFichero: row.file_id !== null,
  };
}

const contact = (id: number | null, name: string | null, email: string | null) =>
  id !== null && email !== null ? { idUsuario: id, nombre: name ?? '', email } : null;

const stateOf = (value: string | null): AgreementState | null => (AGREEMENT_STATES.includes(value as AgreementState) ? (value as AgreementState) : null);

/**
 * A move without a remark is audited with the company's name, so the audit log reads on its own; in the
 * agreement's own history that name says nothing, and the line shows no remark.
 */
function presentHistory(entry: AuditEntry, tradeName: string): AgreementHistoryEntry {
  return {
    fecha: entry.fecha,
    usuario: entry.usuario,
    desde: stateOf(entry.desde),
    hasta: stateOf(entry.hasta),
    observaciones: entry.detalle === tradeName ? null : entry.detalle,
  };
}

export function presentAgreementDetail(row: AgreementRow, history: readonly AuditEntry[]): StaffAgreementDetail {
  return {
    ...presentAgreement(row),
    datosFirmante: {
      nombre: row.signer.nombre,
      apellidos: row.signer.apellidos,
      dni: row.signer.dni ?? null,
      cargo: row.signer.cargo,
      email: row.signer.email ?? null,
      telefono: row.signer.telefono ?? null,
    },
    contactoGestion: contact(row.management_contact_id, row.management_name, row.management_email),
    contactoFacturacion: contact(row.billing_contact_id, row.billing_name, row.billing_email),
    cuentaFacturacion:
      row.fiscal_account_id !== null && row.account_name !== null ? { idCuenta: row.fiscal_account_id, nombreFiscal: row.account_name, cif: row.account_cif ?? '' } : null,
    tramitacionManual: row.manual_processing,
    requierePedido: row.requires_order,
    pedidoAnual: row.annual_order,
    numeroPedido: row.order_number,
    pagoDomiciliado: row.direct_debit,
    observaciones: row.remarks,
    copiaFirmada: row.signed_at !== null,
    siguientes: [...allowedAgreementMoves(row.state)],
    historial: history.map((entry) => presentHistory(entry, row.trade_name)),
  };
}

export const presentInvoice = (row: InvoiceRow): CompanyInvoice => ({
  idFactura: row.id,
  numero: row.number,
  fecha: row.issued_on,
  importe: Number(row.amount),
  nombreFichero: row.file_name,
});

export const presentDocument = (row: DocumentRow): InternshipDocument => ({
  idDocumento: row.id,
  nombre: row.name,
  tipo: row.type,
  fecha: row.created_at.toISOString().slice(0, 10),
  nombreFichero: row.file_name,
});
