import { Status, type DomainItem, type DomainKey, type Language } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { CatalogName } from '../../db/seed/catalogs/types.ts';
import { createCatalogRepository, type CatalogItem } from './catalog.repository.ts';
import { ALL_CATALOGS, DOMAIN_KEY_OF } from './catalog-names.ts';
import { toDegreeOption, toDomainItem, toEducationCentre, toOption } from './domains.presenter.ts';

function emptyDomains<T>(make: () => T): Record<DomainKey, T> {
  return Object.fromEntries(ALL_CATALOGS.map((catalog) => [DOMAIN_KEY_OF[catalog], make()])) as Record<DomainKey, T>;
}

function unknownProvince(campo: string): AppError {
  return new AppError(Status.MissingMandatoryData, {
    datos: { errores: [{ campo, codigo: Status.MissingMandatoryData, clave: 'malformed' }] },
  });
}

export function createDomainsService(db: Db) {
  const catalogs = createCatalogRepository(db);
  const list = (institutionId: string, catalog: CatalogName, language: Language) => catalogs.list(institutionId, [catalog], language);

  async function province(institutionId: string, provinceId: number, campo: string): Promise<CatalogItem> {
    const [found] = await catalogs.find(institutionId, new Map([['provinces', [provinceId]]]), 'es');
    if (!found) throw unknownProvince(campo);
    return found;
  }

  return {
    async all(institutionId: string, language: Language): Promise<Record<DomainKey, DomainItem[]>> {
      const domains = emptyDomains<DomainItem[]>(() => []);
      for (const item of await catalogs.list(institutionId, ALL_CATALOGS, language)) {
        domains[DOMAIN_KEY_OF[item.catalog]].push(toDomainItem(item));
      }
      return domains;
    },

    async allAsMaps(institutionId: string, language: Language): Promise<Record<DomainKey, Record<string, string>>> {
      const maps = emptyDomains<Record<string, string>>(() => ({}));
      for (const item of await catalogs.list(institutionId, ALL_CATALOGS, language)) {
        maps[DOMAIN_KEY_OF[item.catalog]][String(item.id)] = item.label;
      }
      return maps;
    },

    async options(institutionId: string, catalog: CatalogName, language: Language) {
      return (await list(institutionId, catalog, language)).map(toOption);
    },

    async degrees(institutionId: string, language: Language) {
      return (await list(institutionId, 'degrees', language)).map(toDegreeOption);
    },

    /** The institution's centres (its campus list) in a province. */
    async centresOfProvince(institutionId: string, provinceId: number, language: Language) {
      await province(institutionId, provinceId, 'id');
      const centres = await list(institutionId, 'campus', language);
      return centres.filter((centre) => Number(centre.extra.provinceId) === provinceId).map(toEducationCentre);
    },

    async islandsOfProvince(institutionId: string, provinceId: number, language: Language) {
      const found = await province(institutionId, provinceId, 'provincia');
      const islands = (await list(institutionId, 'islands', language)).filter((island) => island.parentId === provinceId);
      return { conIslas: found.extra.islands === true, islas: islands.map(toOption) };
    },
  };
}
export type DomainsService = ReturnType<typeof createDomainsService>;
