import { z } from 'zod';
import { ID_MAX } from '../validation/limits.ts';
import { defineCall } from './define-call.ts';
import { LANGUAGES } from '../i18n/language.ts';

/**
 * Reference data (spec 2 §7.2): public, cacheable GETs under /api/Dominios. Lists shared by every institution and
 * the request institution's own (degrees, programmes, campus) come together; labels are in the language of the
 * path, or of the request (`?idioma=`, Accept-Language, the brand default) where the path has none.
 */

/** The wire name of each reference list in `dominios` and `dominiosList`. */
export const DOMAIN_KEYS = [
  'paises',
  'provincias',
  'islas',
  'sectores',
  'areasFuncionales',
  'tiposContrato',
  'tiposDocumento',
  'estadosCandidatura',
  'motivosRechazo',
  'idiomas',
  'nivelesIdioma',
  'programasInformaticos',
  'tagsInteres',
  'competencias',
  'carnetsConducir',
  'periodosPracticas',
  'nivelesFormativos',
  'areasTitulaciones',
  'titulaciones',
  'programas',
  'campus',
] as const;
export type DomainKey = (typeof DOMAIN_KEYS)[number];

export const domainItem = z.object({
  id: z.number(),
  nombre: z.string(),
  codigo: z.string().nullable(),
  /** The row this one hangs from: an island's province, a rejection reason's nothing. */
  idPadre: z.number().nullable(),
  atributos: z.record(z.string(), z.unknown()).describe('Further attributes of the row as the catalogue stores them'),
});
export type DomainItem = z.infer<typeof domainItem>;

/** Id and label only, for selects that need nothing else. */
export const domainOption = z.object({ id: z.number(), nombre: z.string() });

export const degreeOption = z.object({
  id: z.number(),
  nombre: z.string(),
  codigo: z.string().nullable(),
  nivel: z.enum(['grado', 'postgrado', 'tituloPropio', 'doctorado', 'nivelOtros']),
  idArea: z.number().nullable(),
  creditos: z.number().nullable(),
  /** Two-year masters: at least 50% of the credits passed to enrol (spec 2 §9). */
  masterDosAnios: z.boolean(),
});

export const educationCentre = z.object({
  id: z.number(),
  nombre: z.string(),
  localidad: z.string().nullable(),
  idProvincia: z.number(),
  idIsla: z.number().nullable(),
});

const zLanguageParam = z.object({ idioma: z.enum(LANGUAGES, { error: 'malformed' }) });
const zPathId = z.coerce.number({ error: 'malformed' }).int('malformed').positive('malformed').max(ID_MAX, 'range');

export const domainsCalls = {
  all: defineCall({
    name: 'dominios',
    method: 'GET',
    path: '/api/Dominios/dominios/:idioma',
    roles: 'public',
    summary: 'Every reference list, with its rows (id, label, code, parent, attributes)',
    params: zLanguageParam,
    datos: z.object(Object.fromEntries(DOMAIN_KEYS.map((key) => [key, z.array(domainItem)])) as Record<DomainKey, z.ZodArray<typeof domainItem>>),
  }),
  allAsMaps: defineCall({
    name: 'dominiosList',
    method: 'GET',
    path: '/api/Dominios/dominiosList/:idioma',
    roles: 'public',
    summary: 'Every reference list as an id-to-label map, for showing stored ids',
    params: zLanguageParam,
    datos: z.object(
      Object.fromEntries(DOMAIN_KEYS.map((key) => [key, z.record(z.string(), z.string())])) as Record<DomainKey, z.ZodRecord<z.ZodString, z.ZodString>>,
    ),
  }),
  interestTags: defineCall({
    name: 'TagsInteresAlumno',
    method: 'GET',
    path: '/api/Dominios/TagsInteresAlumno',
    roles: 'public',
    summary: "The interest tags a candidate may pick for the CV (editInteres)",
    datos: z.array(domainOption),
  }),
  software: defineCall({
    name: 'ProgramasInformaticos',
    method: 'GET',
    path: '/api/Dominios/ProgramasInformaticos',
    roles: 'public',
    summary: 'The computer programmes of the CV and of offer requirements',
    datos: z.array(domainOption),
  }),
  degrees: defineCall({
    name: 'titulaciones',
    method: 'GET',
    path: '/api/Dominios/titulaciones/:idioma',
    roles: 'public',
    summary: "The degrees of the request's institution",
    params: zLanguageParam,
    datos: z.array(degreeOption),
  }),
  centresOfProvince: defineCall({
    name: 'centrosEducativosDeProvincia',
    method: 'GET',
    path: '/api/Dominios/centrosEducativosDeProvincia/:id',
    roles: 'public',
    summary: "The institution's education centres (campus) in a province; 15 for an unknown province",
    params: z.object({ id: zPathId }),
    datos: z.array(educationCentre),
  }),
  provinceHasIslands: defineCall({
    name: 'esProvinciaConIslas',
    method: 'GET',
    path: '/api/Dominios/esProvinciaConIslas/:provincia',
    roles: 'public',
    summary: 'Whether a province is made of islands, and which; 15 for an unknown province',
    params: z.object({ provincia: zPathId }),
    datos: z.object({ conIslas: z.boolean(), islas: z.array(domainOption) }),
  }),
} as const;
