import { Status, type DomainKey, type Language } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { DbHandle, Visitor } from '../../lib/request-context.ts';
import type { CatalogName } from './catalog-names.ts';
import { createCatalogRepository, type CatalogItem } from './catalog.repository.ts';
import { ALL_CATALOGS, DOMAIN_KEY_OF } from './catalog-names.ts';

/**
 * The reference lists (/api/Dominios) as the institution of the call sees them: the shared lists and its own.
 * Each function answers catalogue rows; the routes shape them with domains.presenter.
 */

function unknownProvince(campo: string): AppError {
  return new AppError(Status.MissingMandatoryData, {
    datos: { errores: [{ campo, codigo: Status.MissingMandatoryData, clave: 'malformed' }] },
  });
}

async function province(db: DbHandle, visitor: Visitor, provinceId: number, campo: string): Promise<CatalogItem> {
  const [found] = await createCatalogRepository(db).find(visitor, new Map([['provinces', [provinceId]]]), 'es');
  if (!found) throw unknownProvince(campo);
  return found;
}

/** Every list, grouped by the key the contract names it with. */
export async function allDomains(db: DbHandle, visitor: Visitor, language: Language): Promise<Record<DomainKey, CatalogItem[]>> {
  const domains = Object.fromEntries(ALL_CATALOGS.map((catalog) => [DOMAIN_KEY_OF[catalog], [] as CatalogItem[]])) as Record<DomainKey, CatalogItem[]>;
  for (const item of await createCatalogRepository(db).list(visitor, ALL_CATALOGS, language)) domains[DOMAIN_KEY_OF[item.catalog]].push(item);
  return domains;
}

export function catalogItems(db: DbHandle, visitor: Visitor, catalog: CatalogName, language: Language): Promise<CatalogItem[]> {
  return createCatalogRepository(db).list(visitor, [catalog], language);
}

/** The institution's centres (its campus list) in a province. */
export async function centresOfProvince(db: DbHandle, visitor: Visitor, provinceId: number, language: Language): Promise<CatalogItem[]> {
  await province(db, visitor, provinceId, 'id');
  const centres = await catalogItems(db, visitor, 'campus', language);
  return centres.filter((centre) => Number(centre.extra.provinceId) === provinceId);
}

export async function islandsOfProvince(db: DbHandle, visitor: Visitor, provinceId: number, language: Language) {
  const found = await province(db, visitor, provinceId, 'provincia');
  const islands = (await catalogItems(db, visitor, 'islands', language)).filter((island) => island.parentId === provinceId);
  return { hasIslands: found.extra.islands === true, islands };
}
