import type { CatalogRow } from './types.ts';

/** Documents a candidate or a company attaches (CV documents, internship documents, required documents of an offer). */
export const DOCUMENT_TYPES: readonly CatalogRow[] = [
  { id: 1, code: 'cv', ca: 'Currículum vitae', es: 'Currículum vitae', en: 'CV' },
  { id: 2, code: 'carta-presentacion', ca: 'Carta de presentació', es: 'Carta de presentación', en: 'Cover letter' },
  { id: 3, code: 'expediente', ca: 'Expedient acadèmic', es: 'Expediente académico', en: 'Academic transcript' },
  { id: 4, code: 'dni', ca: 'DNI / NIE', es: 'DNI / NIE', en: 'Identity document (DNI / NIE)' },
  { id: 5, code: 'certificado-idiomas', ca: "Certificat d'idiomes", es: 'Certificado de idiomas', en: 'Language certificate' },
  { id: 6, code: 'certificado-discapacidad', ca: 'Certificat de discapacitat', es: 'Certificado de discapacidad', en: 'Disability certificate' },
  { id: 7, code: 'convenio-firmado', ca: 'Conveni signat', es: 'Convenio firmado', en: 'Signed agreement' },
  { id: 8, code: 'informe-seguimiento', ca: 'Informe de seguiment', es: 'Informe de seguimiento', en: 'Progress report' },
  { id: 9, code: 'memoria-final', ca: 'Memòria final', es: 'Memoria final', en: 'Final report' },
  { id: 10, code: 'renuncia', ca: 'Renúncia', es: 'Renuncia', en: 'Withdrawal form' },
  { id: 11, code: 'otros', ca: 'Altres', es: 'Otros', en: 'Other' },
];
