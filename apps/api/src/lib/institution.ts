import type { BrandConfig, BrandId } from '@portal/shared';

/**
 * The institution a request is for, with its brand: resolved from the host name by plugins/institution.ts and read
 * by the route layer, the services and the file calls. It lives here, not in the plugin, so that code using it
 * does not depend on how the request is resolved.
 */
export interface Institution {
  id: BrandId;
  brand: BrandConfig;
}
