import type { CatalogRow } from './types.ts';

/** The department or function a job belongs to, whatever the company's sector. */
export const AREA = {
  finance: 1,
  customerService: 2,
  sales: 3,
  purchasing: 4,
  quality: 5,
  management: 6,
  design: 7,
  humanResources: 8,
  research: 9,
  engineering: 10,
  it: 11,
  legal: 12,
  marketing: 13,
  healthcare: 14,
  teaching: 15,
  hospitality: 16,
} as const;

export const FUNCTIONAL_AREAS: readonly CatalogRow[] = [
  { id: 1, code: 'administracion-finanzas', ca: 'Administració i finances', es: 'Administración y finanzas', en: 'Administration and finance' },
  { id: 2, code: 'atencion-cliente', ca: 'Atenció al client', es: 'Atención al cliente', en: 'Customer service' },
  { id: 3, code: 'comercial', ca: 'Comercial i vendes', es: 'Comercial y ventas', en: 'Sales' },
  { id: 4, code: 'compras-logistica', ca: 'Compres i logística', es: 'Compras y logística', en: 'Purchasing and logistics' },
  { id: 5, code: 'calidad', ca: 'Qualitat, seguretat i medi ambient', es: 'Calidad, seguridad y medio ambiente', en: 'Quality, safety and environment' },
  { id: 6, code: 'direccion', ca: 'Direcció i gerència', es: 'Dirección y gerencia', en: 'Management' },
  { id: 7, code: 'diseno', ca: 'Disseny i creativitat', es: 'Diseño y creatividad', en: 'Design and creative' },
  { id: 8, code: 'rrhh', ca: 'Recursos humans', es: 'Recursos humanos', en: 'Human resources' },
  { id: 9, code: 'id-innovacion', ca: 'R+D i innovació', es: 'I+D e innovación', en: 'R&D and innovation' },
  { id: 10, code: 'ingenieria-produccion', ca: 'Enginyeria i producció', es: 'Ingeniería y producción', en: 'Engineering and production' },
  { id: 11, code: 'informatica', ca: 'Informàtica i sistemes', es: 'Informática y sistemas', en: 'IT and systems' },
  { id: 12, code: 'juridico', ca: 'Jurídic', es: 'Jurídico', en: 'Legal' },
  { id: 13, code: 'marketing-comunicacion', ca: 'Màrqueting i comunicació', es: 'Marketing y comunicación', en: 'Marketing and communication' },
  { id: 14, code: 'sanitaria', ca: 'Sanitària i assistencial', es: 'Sanitaria y asistencial', en: 'Healthcare and care' },
  { id: 15, code: 'docencia', ca: 'Docència i formació', es: 'Docencia y formación', en: 'Teaching and training' },
  { id: 16, code: 'hosteleria', ca: 'Operacions hoteleres i restauració', es: 'Operaciones hoteleras y restauración', en: 'Hotel and restaurant operations' },
];
