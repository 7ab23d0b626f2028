import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { effectiveBrand, institutionSettingsAt, NO_OVERRIDES, type InstitutionSettingsOverrides } from '../lib/institution-settings.ts';
import { readReferenceVersion, withReferenceVersion } from '../lib/reference-version.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The institution's run-time settings, current at the start of this request (API calls only). */
    institutionSettings: Readonly<InstitutionSettingsOverrides>;
  }
}

/**
 * Applies the staff's run-time settings to every API request: `request.institution.brand` becomes the effective
 * brand (brand config + overrides), so every call, the public configuration the web reads included, sees a change
 * at its next request, in every process. The request reads the reference-data version once, here, and runs with
 * it: the settings and the reference lists come from memory when they match it (lib/reference-version.ts). Static
 * files of the web need none of it.
 */
export function registerInstitutionSettings(app: FastifyInstance, db: Db): void {
  app.decorateRequest('institutionSettings', null as unknown as InstitutionSettingsOverrides);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.toLowerCase().startsWith('/api/')) {
      request.institutionSettings = NO_OVERRIDES;
      done();
      return;
    }
    const apply = async (): Promise<string> => {
      const version = await readReferenceVersion(db);
      const settings = await institutionSettingsAt(db, version, request.institution.id);
      request.institutionSettings = settings;
      request.institution = { ...request.institution, brand: effectiveBrand(request.institution.brand, settings) };
      return version;
    };
    apply().then(
      (version) => withReferenceVersion(version, done),
      (error: Error) => done(error),
    );
  });
}
