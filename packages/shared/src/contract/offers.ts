import { OFFER_PROFILE, type OfferProfileId } from '../constants/business.ts';
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { LANGUAGES } from '../i18n/language.ts';
import { ID_MAX, SALARY_MAX, TEXT_MAX } from '../validation/limits.ts';
import { zDecimal, zOptional, zOptionalText, zRequiredText } from '../validation/schemas.ts';

/**
 * What a candidate sees of the offers (spec 2 §7.3, spec 1 §2 "Offer filter"). The lists carry their filters and
 * paging in the query string (`offerListQuery`); the same filter object is what a saved search keeps.
 */

/** The type segment of the paths: spec 2 §1 profile 1 = job ('empleo'), 2 = internship ('practicas'). */
export const OFFER_TYPE_NAMES = ['empleo', 'practicas'] as const;
export type OfferTypeName = (typeof OFFER_TYPE_NAMES)[number];

/** 'empleo' | 'practicas', or the profile number 1 | 2 (as text in a path), parsed to the profile id. */
export const zOfferType = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.enum(['empleo', 'practicas', '1', '2'], { error: 'malformed' }))
  .transform((value): OfferProfileId => (value === 'empleo' || value === '1' ? OFFER_PROFILE.job : OFFER_PROFILE.internship));

export function offerTypeName(profile: OfferProfileId): OfferTypeName {
  return profile === OFFER_PROFILE.job ? 'empleo' : 'practicas';
}

/** An offer's access URL (urlAcceso / urlOferta): the slug that names it in paths and payloads. */
export const OFFER_URL_MAX = 200;
export const zOfferUrl = zRequiredText(1, OFFER_URL_MAX);

export const OFFER_MODALITIES = ['presencial', 'remoto', 'hibrido'] as const;
export type OfferModality = (typeof OFFER_MODALITIES)[number];

export const OFFERS_PAGE_DEFAULT = 20;
export const OFFERS_PAGE_MAX = 100;
/** Deep enough for any real list; bounds the OFFSET a caller can ask the database for. */
export const OFFERS_PAGE_NUMBER_MAX = 10_000;
/** 'Fit my CV' on the home and the CV page: the newest offers that fit, at most this many. */
export const FIT_OFFERS_LIMIT = 20;
/** caducanPronto: offers whose last day is within this many days. */
export const EXPIRING_SOON_DAYS = 7;
export const SAVED_SEARCHES_MAX = 20;

/** Query strings carry 'true'/'false' (or 1/0). */
const zFlag = zOptional(
  z.preprocess(
    (value) => (value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value),
    z.boolean({ error: 'malformed' }),
  ),
);
const zPositiveInt = zDecimal.pipe(z.number().int('integer').positive('range').max(ID_MAX, 'range'));
const zRefId = zOptional(zPositiveInt);
const zPageNumber = (max: number) => zOptional(zDecimal.pipe(z.number().int('integer').min(1, 'range').max(max, 'range')));

/** The filters of the offers list (spec 1 §2); every one is applied by the database. */
export const offerFilters = z.object({
  /** Words of the title; accents and case are ignored. */
  texto: zOptionalText(1, TEXT_MAX),
  provincia: zRefId,
  localidad: zOptionalText(1, TEXT_MAX),
  titulacion: zRefId,
  areaTitulacion: zRefId,
  /** A tag as offers show it (the text of `etiquetas`). */
  etiqueta: zOptionalText(1, TEXT_MAX),
  contrato: zRefId,
  /** Offers paying at least this (the top of the range; for internships, the monthly grant). */
  salarioMin: zOptional(zDecimal.pipe(z.number().min(0, 'range').max(SALARY_MAX, 'range'))),
  modalidad: zOptional(z.enum(OFFER_MODALITIES, { error: 'malformed' })),
  tfgTfm: zFlag,
  internacional: zFlag,
  caducanPronto: zFlag,
  omitirInscritas: zFlag,
  encajaConmigo: zFlag,
  /** Offers I opened, including those expired since (flagged `caducada`). */
  historial: zFlag,
});
export type OfferFilters = z.output<typeof offerFilters>;

/**
 * The order of a list: `fecha` (default) highlighted date else publication date, newest first; `caducidad` the
 * last day to enrol, soonest first (offers without one last); `salario` the pay (salary top, or the internship's
 * monthly grant), highest first (offers without one last).
 */
export const OFFER_SORTS = ['fecha', 'caducidad', 'salario'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export const offerListQuery = offerFilters.extend({
  orden: zOptional(z.enum(OFFER_SORTS, { error: 'malformed' })),
  pagina: zPageNumber(OFFERS_PAGE_NUMBER_MAX),
  porPagina: zPageNumber(OFFERS_PAGE_MAX),
});
export type OfferListQuery = z.output<typeof offerListQuery>;

export const offerListParams = z.object({ tipo: zOfferType, idioma: z.enum(LANGUAGES, { error: 'malformed' }) });
export const offerUrlParams = z.object({ oferta: zOfferUrl });

const dateText = z.string().describe('dd/mm/yyyy');

export const offerSummary = z.object({
  urlAcceso: z.string(),
  referencia: z.string(),
  titulo: z.string(),
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  textoPerfilOferta: z.string().describe("'Prácticas' marks an internship, 'Empleo' a job (spec 1 §3)"),
  empresa: z.string().nullable().describe('Null when the company hides its data'),
  idProvincia: z.number().nullable(),
  provincia: z.string().nullable(),
  isla: z.string().nullable(),
  localidad: z.string().nullable(),
  pais: z.string().nullable(),
  fecha: dateText.nullable().describe('Publication date'),
  fechaDestacada: dateText.nullable(),
  fechaCaducidad: dateText.nullable(),
  caducada: z.boolean(),
  caducaPronto: z.boolean(),
  idContrato: z.number().nullable(),
  contrato: z.string().nullable(),
  salario: z.number().nullable(),
  salarioMaximo: z.number().nullable(),
  ayudaMensual: z.number().nullable(),
  modalidad: z.enum(OFFER_MODALITIES).nullable(),
  plazas: z.number(),
  etiquetas: z.array(z.string()),
  tfgTfm: z.boolean(),
  internacional: z.boolean(),
  inscripcionExterna: z.boolean(),
  inscrito: z.boolean(),
});
export type OfferSummary = z.infer<typeof offerSummary>;

const option = z.object({ id: z.number(), nombre: z.string() });
export const requiredDocument = z.object({ idTipoDocumento: z.number(), nombre: z.string() });

export const offerDetail = offerSummary.extend({
  urlOferta: z.string().describe('What inscribirse and desinscribirse take'),
  idOferta: z.number().describe('What addDoc takes to send a document for this offer only (visibilidad process)'),
  estado: z.enum(['publicada', 'cerrada']),
  descripcion: z.string(),
  tareas: z.string().nullable(),
  horario: z.string().nullable(),
  horasDia: z.number().nullable(),
  fechaInicio: dateText.nullable(),
  fechaFin: dateText.nullable(),
  duracionMeses: z.number().nullable(),
  dedicacion: z.number().nullable().describe('Percent of a working day'),
  remuneracionOtra: z.string().nullable(),
  sector: z.string().nullable(),
  areaFuncional: z.string().nullable(),
  campus: z.string().nullable(),
  programa: z.string().nullable(),
  enlaceInscripcion: z.string().nullable(),
  empresaOculta: z.boolean(),
  datosEmpresa: z
    .object({ nombre: z.string(), descripcion: z.string().nullable(), web: z.string().nullable(), localidad: z.string().nullable(), sector: z.string().nullable() })
    .nullable(),
  titulaciones: z.array(
    z.object({ id: z.number(), nombre: z.string(), requerida: z.boolean(), nivel: z.string().nullable(), idArea: z.number().nullable(), area: z.string().nullable() }),
  ),
  requisitos: z.array(z.object({ clave: z.string(), descripcion: z.string() })).describe('The requirements, in the language of the request'),
  programasInformaticos: z.array(z.string()),
  documentacionNecesaria: z.array(requiredDocument),
  candidatura: z
    .object({ idEstado: z.number(), estado: z.string(), fecha: dateText, puedeDesinscribirse: z.boolean().describe('desinscribirse would accept it') })
    .nullable(),
});
export type OfferDetail = z.infer<typeof offerDetail>;

export const offerListDatos = z.object({
  ofertas: z.array(offerSummary),
  numTotal: z.number(),
  pagina: z.number(),
  porPagina: z.number(),
});

export const offerFilterOptions = z.object({
  salarios: z.array(z.number()).describe('Distinct salaries (internships: monthly grants), ascending'),
  contratos: z.array(option),
  titulaciones: z.array(option),
  areasTitulaciones: z.array(option),
  provincias: z.array(option),
  localidades: z.array(z.string()),
  etiquetas: z.array(z.string()),
  modalidades: z.array(z.enum(OFFER_MODALITIES)),
});

export const savedSearch = z.object({
  id: z.number(),
  nombre: z.string(),
  tipo: z.enum(OFFER_TYPE_NAMES),
  filtros: z.record(z.string(), z.unknown()),
  fecha: dateText,
});

/** Saving under an existing name (same type, any case) replaces that search's filters. */
export const saveSearchBody = z.object({
  nombre: zRequiredText(1, TEXT_MAX),
  tipo: zOfferType,
  filtros: offerFilters,
});
export const deleteSearchBody = z.object({ id: zPositiveInt });

const countCall = (name: string, label: string) =>
  defineCall({
    name,
    method: 'GET',
    path: `/api/Alumno/${name}`,
    roles: ['Alumno'],
    summary: `Published, unexpired ${label} offers of the institution`,
    datos: z.object({ numTotal: z.number() }),
  });

export const offerCalls = {
  countJobs: countCall('dameNumOfertasEmpleoUsuario', 'job'),
  countInternships: countCall('dameNumOfertasPracticasUsuario', 'internship'),
  list: defineCall({
    name: 'dameOfertasUsuario',
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/:tipo/:idioma',
    roles: ['Alumno'],
    summary: 'One page of the offers of a type (filters, pagina, porPagina <= 100), in the order `orden` asks (default: highlighted date else publication date, newest first)',
    params: offerListParams,
    query: offerListQuery,
    datos: offerListDatos,
  }),
  filterOptions: defineCall({
    name: 'dameOpcionesFiltroOfertas',
    method: 'GET',
    path: '/api/Alumno/dameOpcionesFiltroOfertas/:tipo/:idioma',
    roles: ['Alumno'],
    summary: 'The values present in the list the same filters give, to build the filter panel',
    params: offerListParams,
    query: offerFilters,
    datos: offerFilterOptions,
  }),
  fitting: defineCall({
    name: 'ofertasEncajanConUsuario',
    method: 'GET',
    path: '/api/Alumno/ofertasEncajanConUsuario',
    roles: ['Alumno'],
    summary: `Offers of both types whose requirements the CV meets and I have not applied to, newest first (at most ${FIT_OFFERS_LIMIT})`,
    datos: z.object({ ofertas: z.array(offerSummary) }),
  }),
  detail: defineCall({
    name: 'dameOferta',
    method: 'GET',
    path: '/api/Alumno/dameOferta/:oferta',
    roles: ['Alumno'],
    summary: 'An offer by its access URL, with my candidacy; records the view (4 when not visible to me)',
    params: offerUrlParams,
    datos: offerDetail,
  }),
  savedSearches: defineCall({
    name: 'dameBusquedasGuardadas',
    method: 'GET',
    path: '/api/Alumno/dameBusquedasGuardadas',
    roles: ['Alumno'],
    summary: 'My saved offer searches, newest first',
    datos: z.array(savedSearch),
  }),
  saveSearch: defineCall({
    name: 'guardaBusqueda',
    method: 'POST',
    path: '/api/Alumno/guardaBusqueda',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownSearches' },
    summary: `Saves the filters under a name (same name replaces; at most ${SAVED_SEARCHES_MAX}, else 48)`,
    body: saveSearchBody,
    datos: savedSearch,
  }),
  deleteSearch: defineCall({
    name: 'eliminaBusqueda',
    method: 'POST',
    path: '/api/Alumno/eliminaBusqueda',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownSearches' },
    summary: 'Deletes one of my saved searches (608 when it is not mine)',
    body: deleteSearchBody,
    datos: z.object({ id: z.number() }),
  }),
} as const;
