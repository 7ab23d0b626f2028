import type { StaffCompanyDetail, StaffCompanyItem } from '@portal/shared';
import type { CompanySummaryRow, companyContacts, findCompanyDetail } from './staff-companies.repository.ts';

export function presentCompany(row: CompanySummaryRow): StaffCompanyItem {
  return {
    idEmpresa: row.id,
    cif: row.cif,
    razonSocial: row.legal_name,
    nombreComercial: row.trade_name,
    estado: row.staff_state,
    fechaAlta: row.created_at.toISOString(),
    contacto: row.contact_email ? { nombre: row.contact_name ?? '', email: row.contact_email } : null,
    // The reason is shown while it explains the state: a rejected request or a blocked company.
    motivo: row.staff_state === 'rechazada' || row.staff_state === 'bloqueada' ? (row.reason ?? null) : null,
    ofertas: Number(row.offers ?? 0),
  };
}

export function presentCompanyDetail(
  row: CompanySummaryRow,
  detail: Awaited<ReturnType<typeof findCompanyDetail>>,
  contacts: Awaited<ReturnType<typeof companyContacts>>,
): StaffCompanyDetail {
  return {
    ...presentCompany(row),
    descripcion: detail.description,
    web: detail.website,
    direccion: detail.address,
    codigoPostal: detail.postal_code,
    localidad: detail.locality,
    empleados: detail.employees,
    contactos: contacts.map((c) => ({
      idUsuario: c.id,
      nombre: c.first_name,
      apellidos: c.last_name,
      email: c.email,
      cargo: c.position,
      telefono: c.phone,
      principal: c.is_primary,
      bloqueado: c.blocked,
    })),
  };
}
