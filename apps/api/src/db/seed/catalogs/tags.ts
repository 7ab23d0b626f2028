import type { CatalogRow } from './types.ts';

type TagTuple = readonly [id: number, code: string, ca: string, es: string, en: string];

const ROWS = [
  [1, 'desarrollo-web', 'Desenvolupament web', 'Desarrollo web', 'Web development'],
  [2, 'inteligencia-artificial', 'Intel·ligència artificial', 'Inteligencia artificial', 'Artificial intelligence'],
  [3, 'analisis-datos', 'Anàlisi de dades', 'Análisis de datos', 'Data analysis'],
  [4, 'ciberseguridad', 'Ciberseguretat', 'Ciberseguridad', 'Cybersecurity'],
  [5, 'turismo', 'Turisme', 'Turismo', 'Tourism'],
  [6, 'hosteleria', 'Hoteleria', 'Hostelería', 'Hospitality'],
  [7, 'sostenibilidad', 'Sostenibilitat', 'Sostenibilidad', 'Sustainability'],
  [8, 'energias-renovables', 'Energies renovables', 'Energías renovables', 'Renewable energy'],
  [9, 'marketing-digital', 'Màrqueting digital', 'Marketing digital', 'Digital marketing'],
  [10, 'comunicacion', 'Comunicació', 'Comunicación', 'Communication'],
  [11, 'finanzas', 'Finances', 'Finanzas', 'Finance'],
  [12, 'recursos-humanos', 'Recursos humans', 'Recursos humanos', 'Human resources'],
  [13, 'salud', 'Salut', 'Salud', 'Health'],
  [14, 'educacion', 'Educació', 'Educación', 'Education'],
  [15, 'ingenieria', 'Enginyeria', 'Ingeniería', 'Engineering'],
  [16, 'diseno', 'Disseny', 'Diseño', 'Design'],
  [17, 'idiomas', 'Idiomes', 'Idiomas', 'Languages'],
  [18, 'investigacion', 'Recerca', 'Investigación', 'Research'],
  [19, 'derecho', 'Dret', 'Derecho', 'Law'],
  [20, 'logistica', 'Logística', 'Logística', 'Logistics'],
  [21, 'emprendimiento', 'Emprenedoria', 'Emprendimiento', 'Entrepreneurship'],
  [22, 'agroalimentacion', 'Agroalimentació', 'Agroalimentación', 'Agri-food'],
  [23, 'atencion-cliente', 'Atenció al client', 'Atención al cliente', 'Customer service'],
  [24, 'teletrabajo', 'Teletreball', 'Teletrabajo', 'Remote work'],
] as const satisfies readonly TagTuple[];

export type TagCode = (typeof ROWS)[number][1];

/** Interest tags of candidates (TagsInteresAlumno) and of offers. Offers store the Spanish label (`tagLabel`). */
export const TAGS: readonly CatalogRow[] = ROWS.map(([id, code, ca, es, en]) => ({ id, code, ca, es, en }));

const BY_CODE = new Map<string, CatalogRow>(TAGS.map((t) => [t.code ?? '', t]));

/** The text an offer keeps in its `tags` column for a tag of this catalog. */
export function tagLabel(code: TagCode): string {
  const row = BY_CODE.get(code);
  if (!row) throw new Error(`Unknown tag ${code}`);
  return row.es;
}
