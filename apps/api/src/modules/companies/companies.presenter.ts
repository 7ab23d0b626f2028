import type { CompanyContact, CompanyData, FiscalAccount } from '@portal/shared';
import type { CatalogLabels } from '../domains/index.ts';
import type { CompanyRecord, ContactRecord, FiscalAccountRecord } from './companies.repository.ts';

export function presentCompany(row: CompanyRecord, labels: CatalogLabels): CompanyData {
  return {
    idEmpresa: row.id,
    cif: row.cif,
    nombreFiscal: row.legal_name,
    nombreComercial: row.trade_name,
    estado: row.state,
    idSector: row.sector_id,
    sector: labels.label('sectors', row.sector_id),
    startup: row.is_startup,
    idTipoEmpresa: row.company_type_id,
    direccion: row.address,
    cp: row.postal_code,
    poblacion: row.locality,
    idPais: row.country_id,
    idProvincia: row.province_id,
    provincia: row.province_id !== null ? labels.label('provinces', row.province_id) : row.province_text,
    web: row.website,
    numEmpleados: row.employees,
    descripcion: row.description,
    // The text of the company's last generated agreement (addConvenioEmpresa keeps it on the company).
    informacionTratamientoDeDatos: row.data_protection_text ?? null,
  };
}

export function presentContact(row: ContactRecord): CompanyContact {
  return {
    idContacto: row.id,
    nombre: row.first_name,
    apellidos: row.last_name,
    puesto: row.position,
    email: row.email,
    nick: row.nick,
    telefono1: row.phone,
    telefono2: row.phone2,
    departamento: row.department,
    direccion: row.address,
    localidad: row.locality,
    cp: row.postal_code,
    nif: row.nif,
    idPais: row.country_id,
    provincia: row.province,
    tipoContacto: row.contact_types,
    aniosForoEmpleo: row.forum_years,
    principal: row.is_primary,
  };
}

export function presentFiscalAccount(row: FiscalAccountRecord, labels: CatalogLabels): FiscalAccount {
  return {
    idCuenta: row.id,
    NombreFiscal: row.legal_name,
    CIF: row.cif,
    requiereEnvioPostalFacturas: row.postal_invoicing,
    domicilioFiscal: row.address,
    idProvincia: row.province_id,
    Provincia: row.province_id !== null ? labels.label('provinces', row.province_id) : row.province_text,
    poblacion: row.locality,
    idPais: row.country_id,
    cp: row.postal_code,
    domicilioEnvioPostal: row.postal_address,
  };
}
