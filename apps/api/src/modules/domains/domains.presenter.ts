import { BRAND_LEVELS, type DomainItem } from '@portal/shared';
import type { CatalogItem } from './catalog.repository.ts';

export const toDomainItem = (item: CatalogItem): DomainItem => ({
  id: item.id,
  nombre: item.label,
  codigo: item.code,
  idPadre: item.parentId,
  atributos: item.extra,
});

export const toOption = (item: CatalogItem) => ({ id: item.id, nombre: item.label });

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export function toDegreeOption(item: CatalogItem) {
  const level = BRAND_LEVELS.find((known) => known === item.extra.level) ?? 'nivelOtros';
  return {
    id: item.id,
    nombre: item.label,
    codigo: item.code,
    nivel: level,
    idArea: numberOrNull(item.extra.areaId),
    creditos: numberOrNull(item.extra.credits),
    masterDosAnios: item.extra.twoYearMaster === true,
  };
}

export function toEducationCentre(item: CatalogItem) {
  return {
    id: item.id,
    nombre: item.label,
    localidad: typeof item.extra.locality === 'string' ? item.extra.locality : null,
    idProvincia: Number(item.extra.provinceId),
    idIsla: numberOrNull(item.extra.islandId),
  };
}

/** Each list as an id-to-name map (dominiosList). */
export function toDomainMaps<K extends string>(domains: Record<K, CatalogItem[]>): Record<K, Record<string, string>> {
  return Object.fromEntries(
    Object.entries<CatalogItem[]>(domains).map(([key, items]) => [key, Object.fromEntries(items.map((item) => [String(item.id), item.label]))]),
  ) as Record<K, Record<string, string>>;
}

export function toDomainLists<K extends string>(domains: Record<K, CatalogItem[]>): Record<K, DomainItem[]> {
  return Object.fromEntries(Object.entries<CatalogItem[]>(domains).map(([key, items]) => [key, items.map(toDomainItem)])) as Record<K, DomainItem[]>;
}
