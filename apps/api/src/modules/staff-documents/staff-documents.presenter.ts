import { inContentLanguage, type CompanyAddedDocument, type Language, type PublishedDocument, type StaffCompanyDocument, type StaffPublishedDocument } from '@portal/shared';
import type { CompanyDocumentRow, PublishedRow } from './staff-documents.repository.ts';

/** An annex, note or programme document as companies and programme pages read it, in the reader's language. */
export function presentPublished(row: PublishedRow, language: Language): PublishedDocument {
  return {
    idDocumento: row.id,
    tipo: row.kind,
    titulo: row.title,
    descripcion: row.description,
    nombreFichero: row.file_name,
    fecha: (row.published_at ?? row.created_at).toISOString().slice(0, 10),
    idPrograma: row.programme_id,
    programa: row.programme_es === null ? null : inContentLanguage(language, { es: row.programme_es, ca: row.programme_ca, en: row.programme_en }),
  };
}

export function presentStaffPublished(row: PublishedRow, language: Language): StaffPublishedDocument {
  return { ...presentPublished(row, language), publicado: row.published_at !== null, fechaAlta: row.created_at.toISOString() };
}

export function presentCompanyDocument(row: Pick<CompanyDocumentRow, 'id' | 'name' | 'file_name' | 'created_at'>): CompanyAddedDocument {
  return { id: row.id, nombre: row.name, nombreFichero: row.file_name, fecha: row.created_at.toISOString() };
}

export function presentStaffCompanyDocument(row: CompanyDocumentRow): StaffCompanyDocument {
  return { ...presentCompanyDocument(row), idEmpresa: row.company_id, empresa: row.trade_name };
}
