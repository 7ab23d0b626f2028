import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '@/components/ui/loading';
import { getAccount } from '@/features/auth/api/get-account';
import { configurationQueryOptions, getConfiguration } from '@/features/brand/api/get-configuration';
import { isApiError } from '@/lib/api-client';
import { applyBrandTheme, BrandProvider, type PortalConfiguration } from '@/lib/brand';
import { applyLanguage, readStoredLanguage, resolveInitialLanguage, useTranslation } from '@/lib/i18n';
import { showNotice } from '@/lib/notices';
import { endSession, readStoredToken, roleOfToken, startSession } from '@/lib/session';
import { bootKeys, configurationKeys } from '@/lib/query-keys';

/** The boot's requests: the brand configuration and, for a stored token, its account, sent together. */
interface BootRequests {
  configuration: Promise<PortalConfiguration>;
  token: string | null;
  account: ReturnType<typeof getAccount> | null;
}

function sendBootRequests(): BootRequests {
  const token = readStoredToken();
  const role = token ? roleOfToken(token) : null;
  const account = token && role ? getAccount(role, token) : null;
  const configuration = getConfiguration();
  // Read (and their failures handled) by `bootstrap`; until then a refusal must not count as unhandled.
  configuration.catch(() => undefined);
  account?.catch(() => undefined);
  return { configuration, token, account };
}

let sentEarly: BootRequests | null = null;

/**
 * Sends the boot's requests right away, before the first render: from the entry script, beside the texts, so the
 * round trips of the configuration and of the session overlap instead of following each other (on a slow mobile
 * network each costs over half a second). The first `bootstrap` takes them; a retry sends its own.
 */
export function sendBootRequestsEarly(): void {
  sentEarly ??= sendBootRequests();
}

/**
 * Restores the session of a stored token: the API client turns an expired token into code 2 (session ended,
 * message shown) before any request; a valid one gives the user through editaUsuario.
 */
export async function restoreSession(requests: Pick<BootRequests, 'token' | 'account'> = sendBootRequests()): Promise<void> {
  const { token, account } = requests;
  if (!token) return;
  if (!account) {
    endSession('logout');
    return;
  }
  try {
    startSession(token, await account);
  } catch (error) {
    if (isApiError(error) && error.status !== 2) showNotice({ status: error.status, mensaje: error.mensaje, datos: error.datos });
  }
}

/** Everything the first render needs: the brand (theme, language) and the session. */
export async function bootstrap(): Promise<PortalConfiguration> {
  const requests = sentEarly ?? sendBootRequests();
  sentEarly = null;
  const configuration = await requests.configuration;
  applyBrandTheme(configuration.marca.theme);
  await applyLanguage(resolveInitialLanguage(readStoredLanguage(), configuration.marca), { persist: false });
  await restoreSession(requests);
  return configuration;
}

/**
 * Renders its children once the brand configuration is known and the session restored; a neutral state until then.
 * The configuration the boot read seeds the live configuration query, whose later reads (focus, interval, a staff
 * save) replace the brand the pages see.
 */
export function AppBoot({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const boot = useQuery({
    queryKey: bootKeys.all,
    queryFn: async () => {
      const configuration = await bootstrap();
      queryClient.setQueryData(configurationKeys.all, configuration);
      return configuration;
    },
    staleTime: Infinity,
    meta: { inlineErrors: true },
  });
  const live = useQuery({ ...configurationQueryOptions(), enabled: boot.isSuccess });

  if (boot.isPending) return <Loading label={t('app.loading')} />;
  if (boot.isError) {
    return (
      <main className="boot-error">
        <h1>{t('app.configError.title')}</h1>
        <p>{t('app.configError.body')}</p>
        <button type="button" className="button button--primary" onClick={() => void boot.refetch()}>
          {t('app.configError.retry')}
        </button>
      </main>
    );
  }
  return <BrandProvider configuration={live.data ?? boot.data}>{children}</BrandProvider>;
}
