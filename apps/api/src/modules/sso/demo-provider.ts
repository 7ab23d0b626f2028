import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dniControlLetter } from '@portal/shared';
import type { AppConfig } from '../../config.ts';
import type { startOidcProvider as StartOidcProvider } from '../../../demo/oidc-provider.mjs';

/**
 * The demo's identity provider (development only, never production): a real OpenID Connect provider
 * (oidc-provider, a devDependency) started beside the API on a free port of 127.0.0.1, with the UIB graduate's
 * university account. Its code is apps/api/demo/oidc-provider.mjs, loaded by path, so neither it nor the package is
 * part of the API's build. The UIB's demo settings name DEMO_ISSUER (sso.service.ts), which stands for it.
 */
export const DEMO_ACCOUNT = { login: 'titulado@example.org', password: 'Demo1234' } as const;
export const DEMO_CLIENT = { id: 'portal-uib', secret: 'portal-uib-demo-secret' } as const;
/** The DNI of the UIB's demo graduate (titulado@uib.example.org), the claim the UIB matches candidates by. */
export const DEMO_GRADUATE_DNI = `39562417${dniControlLetter(39562417)}`;

let running: string | undefined;

/** The running demo provider's issuer, if this process started one. */
export const demoIssuer = (): string | undefined => running;

function providerFile(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../demo/oidc-provider.mjs'), // apps/api/src/modules/sso
    path.resolve(here, '../demo/oidc-provider.mjs'), // apps/api/dist
    path.resolve(process.cwd(), 'apps/api/demo/oidc-provider.mjs'),
    path.resolve(process.cwd(), 'demo/oidc-provider.mjs'),
  ];
  return candidates.find((file) => fs.existsSync(file));
}

/** Starts the demo provider outside production when demo data is on; a failure leaves the demo without it. */
export async function startDemoIdentityProvider(config: AppConfig, log: (message: string) => void): Promise<void> {
  if (config.production || !config.seedDemo || running) return;
  const file = providerFile();
  if (!file) return log('demo identity provider: apps/api/demo/oidc-provider.mjs not found, single sign-on demo off');
  try {
    const { startOidcProvider } = (await import(pathToFileURL(file).href)) as { startOidcProvider: typeof StartOidcProvider };
    const origins = [`uib.localhost:${config.port}`, 'uib.localhost', ...Object.entries(config.institutionHosts).filter(([, id]) => id === 'uib').map(([host]) => host)];
    const provider = await startOidcProvider({
      accounts: [
        {
          ...DEMO_ACCOUNT,
          claims: {
            sub: 'uib-graduate-1',
            email: DEMO_ACCOUNT.login,
            email_verified: true,
            name: 'Laura Gómez Pons',
            given_name: 'Laura',
            family_name: 'Gómez Pons',
            dni: DEMO_GRADUATE_DNI,
          },
        },
      ],
      clients: [{ client_id: DEMO_CLIENT.id, client_secret: DEMO_CLIENT.secret, redirect_uris: origins.map((host) => `http://${host}/acceso`) }],
      hint: `Demo: ${DEMO_ACCOUNT.login} / ${DEMO_ACCOUNT.password}`,
    });
    running = provider.issuer;
    log(`demo identity provider (single sign-on of uib) on ${provider.issuer}`);
  } catch (error) {
    log(`demo identity provider not started: ${error instanceof Error ? error.message : String(error)}`);
  }
}
