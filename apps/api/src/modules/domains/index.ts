/** What other modules may use of the reference lists. */
export { loadCatalogs, loadLabels, type CatalogLabels } from './catalog-labels.ts';
export { assertCatalogIds, assertProgrammeActive, inactiveProgramme, isProgrammeActive, type CatalogField } from './catalog-lookup.ts';
export { createCatalogRepository, type CatalogItem } from './catalog.repository.ts';
export { domainsRoutes } from './domains.routes.ts';
import { domainsRoutes } from './domains.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const domainsModule = defineModule({ name: 'domains', routes: (app) => domainsRoutes(app) });
export { ALL_CATALOGS, GLOBAL_CATALOG_NAMES, INSTITUTION_CATALOG_NAMES, type CatalogName } from './catalog-names.ts';
