import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { effectiveBrand, loadInstitutionSettings, NO_OVERRIDES, type InstitutionSettingsOverrides } from '../lib/institution-settings.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The institution's run-time settings, read for this request (API calls only). */
    institutionSettings: InstitutionSettingsOverrides;
  }
}

/**
 * Applies the staff's run-time settings to every API request: `request.institution.brand` becomes the effective
 * brand (brand config + overrides), so every call, the public configuration the web reads included, sees a change
 * at its next request, in every process. Static files of the web need none of it.
 */
export function registerInstitutionSettings(app: FastifyInstance, db: Db): void {
  app.decorateRequest('institutionSettings', null as unknown as InstitutionSettingsOverrides);
  app.addHook('onRequest', async (request) => {
    if (!request.url.toLowerCase().startsWith('/api/')) {
      request.institutionSettings = NO_OVERRIDES;
      return;
    }
    const settings = await loadInstitutionSettings(db, request.institution.id);
    request.institutionSettings = settings;
    request.institution = { ...request.institution, brand: effectiveBrand(request.institution.brand, settings) };
  });
}
