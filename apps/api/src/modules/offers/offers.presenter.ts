import { EXPIRING_SOON_DAYS, OFFER_PROFILE, offerTypeName, type Language, type OfferDetail, type OfferModality, type OfferSummary } from '@portal/shared';
import type { CatalogName } from '../domains/index.ts';
import { addDays, wireDate } from './calendar.ts';
import type { CatalogLabels } from '../domains/index.ts';
import type { OfferPage, OfferRows, offerFilterValues } from './offers.service.ts';
import type { SavedSearchRow } from './saved-searches.repository.ts';
import type { SummaryRow } from './offer-list.repository.ts';
import { REQUIREMENT_CATALOGS, offerRequirementTexts } from './match/requirement-texts.ts';
import { readRequirements } from './match/offer-requirements.ts';
import { canWithdraw } from '../candidacies/index.ts';

export const SUMMARY_CATALOGS: readonly CatalogName[] = ['provinces', 'islands', 'countries', 'contract_types', 'tags'];
export const DETAIL_CATALOGS: readonly CatalogName[] = [
  ...SUMMARY_CATALOGS,
  'sectors',
  'functional_areas',
  'programmes',
  'degrees',
  'degree_areas',
  'document_types',
  ...REQUIREMENT_CATALOGS,
  'software',
  'candidacy_states',
];

/** numeric columns arrive as text. */
export const toNumber = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** An offer is expired once its last day has passed (the whole of expires_on is still open). */
export function isExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}

/**
 * An offer's tags in the reader's language where they name an entry of the tags catalogue (offers keep the text the
 * company typed, usually the Spanish name); other tags as typed. Two spellings of one entry show once.
 */
const tagsAsRead = (tags: readonly string[], labels: CatalogLabels) => [...new Set(tags.map((tag) => labels.named('tags', tag)))];

export function toOfferSummary(row: SummaryRow, labels: CatalogLabels, today: string): OfferSummary {
  const expired = isExpired(row.expires_on, today);
  return {
    urlAcceso: row.url_access,
    referencia: row.reference,
    titulo: row.title,
    idPerfil: row.profile,
    textoPerfilOferta: row.profile === OFFER_PROFILE.internship ? 'Prácticas' : 'Empleo',
    empresa: row.hide_company ? null : row.trade_name,
    idProvincia: row.province_id,
    provincia: labels.label('provinces', row.province_id),
    isla: labels.label('islands', row.island_id),
    localidad: row.locality,
    pais: labels.label('countries', row.country_id),
    fecha: wireDate(row.published_at),
    fechaDestacada: wireDate(row.highlighted_on),
    fechaCaducidad: wireDate(row.expires_on),
    caducada: expired,
    caducaPronto: !expired && row.expires_on !== null && row.expires_on <= addDays(today, EXPIRING_SOON_DAYS),
    idContrato: row.contract_type_id,
    contrato: labels.label('contract_types', row.contract_type_id),
    salario: toNumber(row.salary),
    salarioMaximo: toNumber(row.salary_max),
    ayudaMensual: toNumber(row.monthly_grant),
    modalidad: row.modality as OfferModality | null,
    plazas: row.places,
    etiquetas: tagsAsRead(row.tags, labels),
    tfgTfm: row.is_tfg_tfm,
    internacional: row.is_international,
    inscripcionExterna: row.external_enrolment_url !== null,
    inscrito: Boolean(row.enrolled),
  };
}


/** Every field of the offer that is set (spec 1 §3 "Offer"); the company only when it does not hide itself. */
export function toOfferDetail({ offer: row, degrees, candidacy, labels, today }: OfferPage, language: Language): OfferDetail {
  const requirements = readRequirements(row.requirements);
  return {
    ...toOfferSummary(row, labels, today),
    urlOferta: row.url_access,
    idOferta: row.id,
    estado: row.state === 'closed' ? 'cerrada' : 'publicada',
    descripcion: row.description,
    tareas: row.tasks,
    horario: row.schedule,
    horasDia: toNumber(row.hours_per_day),
    fechaInicio: wireDate(row.start_date),
    fechaFin: wireDate(row.end_date),
    duracionMeses: row.duration_months,
    dedicacion: row.dedication_percent,
    remuneracionOtra: row.other_remuneration,
    sector: labels.label('sectors', row.sector_id),
    areaFuncional: labels.label('functional_areas', row.functional_area_id),
    campus: row.campus,
    programa: labels.label('programmes', row.programme_id),
    enlaceInscripcion: row.external_enrolment_url,
    empresaOculta: row.hide_company,
    datosEmpresa: row.hide_company
      ? null
      : {
          nombre: row.trade_name,
          descripcion: row.company_description,
          web: row.company_website,
          localidad: row.company_locality,
          sector: labels.label('sectors', row.company_sector_id),
        },
    titulaciones: degrees.map((d) => {
      const entry = labels.entry('degrees', d.degree_id);
      const areaId = typeof entry?.extra.areaId === 'number' ? entry.extra.areaId : null;
      return {
        id: d.degree_id,
        nombre: entry?.label ?? String(d.degree_id),
        requerida: d.required,
        nivel: typeof entry?.extra.level === 'string' ? entry.extra.level : null,
        idArea: areaId,
        area: labels.label('degree_areas', areaId),
      };
    }),
    requisitos: offerRequirementTexts(requirements, labels, language),
    programasInformaticos: (requirements.software ?? []).map((id) => labels.label('software', id) ?? String(id)),
    documentacionNecesaria: (requirements.requiredDocumentTypeIds ?? []).map((id) => ({
      idTipoDocumento: id,
      nombre: labels.label('document_types', id) ?? String(id),
    })),
    candidatura: candidacy
      ? {
          idEstado: candidacy.state_id,
          estado: labels.label('candidacy_states', candidacy.state_id) ?? String(candidacy.state_id),
          fecha: wireDate(candidacy.created_at) ?? '',
          puedeDesinscribirse: canWithdraw(candidacy.state_id),
        }
      : null,
  };
}

export const toOfferSummaries = ({ rows, labels, today }: OfferRows): OfferSummary[] => rows.map((row) => toOfferSummary(row, labels, today));

type FilterValues = Awaited<ReturnType<typeof offerFilterValues>>;

/** The filter panel's options, named in the caller's language and sorted by name. */
export function toFilterOptions({ values, labels }: FilterValues, language: Language) {
  const options = (catalog: 'contract_types' | 'provinces' | 'degrees', ids: number[]) =>
    ids
      .map((id) => ({ id, nombre: labels.label(catalog, id) }))
      .filter((o): o is { id: number; nombre: string } => o.nombre !== null)
      .sort((a, b) => a.nombre.localeCompare(b.nombre, language));
  const areaIds = new Set(values.degreeIds.map((id) => labels.entry('degrees', id)?.extra.areaId).filter((id): id is number => typeof id === 'number'));
  return {
    salarios: values.pays,
    contratos: options('contract_types', values.contractTypeIds),
    titulaciones: options('degrees', values.degreeIds),
    areasTitulaciones: labels
      .all('degree_areas')
      .filter((area) => areaIds.has(area.id))
      .map((area) => ({ id: area.id, nombre: area.label })),
    provincias: options('provinces', values.provinceIds),
    localidades: values.localities,
    etiquetas: tagsAsRead(values.tags, labels).sort((a, b) => a.localeCompare(b, language)),
    modalidades: values.modalities as ('presencial' | 'remoto' | 'hibrido')[],
  };
}

export const toSavedSearch = (row: SavedSearchRow) => ({
  id: row.id,
  nombre: row.name,
  tipo: offerTypeName(row.profile === OFFER_PROFILE.internship ? OFFER_PROFILE.internship : OFFER_PROFILE.job),
  filtros: row.filters,
  fecha: wireDate(row.created_at) ?? '',
});
