import { sql } from 'kysely';
import type { TestApp } from '../../testing/test-app.ts';

/** Test helpers of the company module: the demo companies and valid payloads of each form. */

export async function companyOf(t: TestApp, email: string, institutionId = 'generic') {
  return t.db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['c.id', 'c.cif', 'c.trade_name', 'u.id as user_id'])
    .where(sql`lower(u.email)`, '=', email)
    .where('c.institution_id', '=', institutionId)
    .orderBy('c.trade_name')
    .execute();
}

export const validCompanyData = {
  nombreFiscal: 'Empresa de Pruebas SL',
  nombreComercial: 'Empresa de Pruebas',
  cif: 'B12345674',
  idSector: 1,
  startup: false,
  idTipoEmpresa: 1,
  direccion: 'Carrer del Sindicat 12',
  cp: '07002',
  poblacion: 'Palma',
  idPais: 1,
  idProvincia: 7,
  web: 'https://www.pruebas.example',
  numEmpleados: 12,
  descripcion: 'Primera línea.\nSegunda línea.\n\nTercera, tras una línea en blanco.',
};

export const validContact = {
  nombre: 'Laura',
  apellidos: 'Mas Ferrer',
  puesto: 'Técnica de selección',
  email: 'laura.mas@pruebas.example',
  telefono1: '971 123 456',
  direccion: 'Carrer del Sindicat 12',
  localidad: 'Palma',
  cp: '07002',
};

export const validFiscalAccount = {
  NombreFiscal: 'Empresa de Pruebas SL',
  CIF: 'B12345674',
  requiereEnvioPostalFacturas: false,
  domicilioFiscal: 'Carrer del Sindicat 12',
  idPais: 1,
  idProvincia: 7,
  poblacion: 'Palma',
  cp: '07002',
};

export const validRequest = {
  cif: 'G1234567D',
  nombreFiscal: 'Fundació Nova Empresa',
  nombreComercial: 'Nova Empresa',
  idSector: 1,
  nombre: 'Pau',
  apellidos: 'Serra Vidal',
  puesto: 'Gerent',
  email: 'pau.serra@nova.example',
  telefono1: '600123456',
  password: 'NovaClau1',
  confirmacion: 'NovaClau1',
  aceptaPrivacidad: true,
};
