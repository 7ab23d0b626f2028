import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Role, SessionUser } from '@portal/shared';
import { dismissNotice } from '@/lib/notices';
import { applyLanguage, currentLanguage, readStoredLanguage, useTranslation } from '@/lib/i18n';
import { startSession } from '@/lib/session';
import { useBrand } from '@/lib/brand';
import { useAcceptRgpd } from '../api/accept-rgpd';
import { getAccount } from '../api/get-account';
import { useLogin, type LoginDatos } from '../api/login';
import { CompanyChoice, type CompanyOption } from './company-choice';
import { LoginForm, type Credentials } from './login-form';
import { RgpdStep } from './rgpd-step';

type Step =
  | { kind: 'credentials'; rgpdRejected?: boolean }
  | { kind: 'company'; credentials: Credentials; companies: CompanyOption[] }
  | { kind: 'rgpd'; token: string; user: SessionUser | undefined };

/**
 * Spec 1 §4 login: credentials, then the company choice for a contact of several companies (the login again with
 * idEmpresa), then the data-protection acceptance when pending, and only then the token is stored and the user
 * goes to the path saved before the login, else home.
 */
export function LoginFlow({ role }: { role: Role }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const login = useLogin(role);
  const acceptRgpd = useAcceptRgpd(role === 'Empresa' ? 'Empresa' : 'Alumno');
  // The university's single sign-on (/acceso) hands its answer over: it goes on exactly as a password login's.
  const handed = (useLocation().state as { integrado?: LoginDatos & { token: string } } | null)?.integrado;
  const [step, setStep] = useState<Step>(handed?.rgpdPendiente ? { kind: 'rgpd', token: handed.token, user: handed.usuario } : { kind: 'credentials' });
  const brand = useBrand();

  const finish = async (token: string, user: SessionUser | undefined) => {
    const account = user ?? (await getAccount(role, token));
    // The language the user chose before (kept by the server) comes back on a browser that has no choice of its own.
    if (readStoredLanguage() === null && brand.languages.includes(account.idioma) && account.idioma !== currentLanguage()) {
      await applyLanguage(account.idioma, { persist: true });
    }
    startSession(token, account);
    // A kept "session expired" message (code 2) has served its purpose once the user is back in.
    dismissNotice();
    // Anything cached for an anonymous visitor (or a previous user) must not leak into this session.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'boot' });
    // The login page's guard now sends the signed-in person to the path saved before the login, else home
    // (app/route-guard.tsx): one navigation, not two racing.
  };

  const handle = async (datos: LoginDatos, credentials: Credentials) => {
    if (datos.empresas && datos.empresas.length > 0 && !datos.token) {
      setStep({ kind: 'company', credentials, companies: datos.empresas });
      return;
    }
    if (!datos.token) throw new Error('Login answer without token');
    if (datos.rgpdPendiente && role !== 'Gestor') {
      setStep({ kind: 'rgpd', token: datos.token, user: datos.usuario });
      return;
    }
    await finish(datos.token, datos.usuario);
  };

  const submitCredentials = async (credentials: Credentials) => {
    const datos = await login.mutateAsync(credentials);
    await handle(datos, credentials);
  };

  useEffect(() => {
    if (handed && !handed.rgpdPendiente) void finish(handed.token, handed.usuario);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed]);

  if (step.kind === 'company') {
    return (
      <CompanyChoice
        companies={step.companies}
        error={login.error}
        busy={login.isPending}
        onBack={() => {
          login.reset();
          setStep({ kind: 'credentials' });
        }}
        onChoose={(idEmpresa) => {
          login.mutate({ ...step.credentials, idEmpresa }, { onSuccess: (datos) => void handle(datos, step.credentials) });
        }}
      />
    );
  }

  if (step.kind === 'rgpd') {
    return (
      <RgpdStep
        role={role === 'Empresa' ? 'Empresa' : 'Alumno'}
        error={acceptRgpd.error}
        busy={acceptRgpd.isPending}
        onReject={() => {
          login.reset();
          setStep({ kind: 'credentials', rgpdRejected: true });
        }}
        onAccept={() => {
          acceptRgpd.mutate(step.token, {
            onSuccess: (datos) => {
              if (datos.token) void finish(datos.token, datos.usuario ?? step.user);
            },
          });
        }}
      />
    );
  }

  return (
    <>
      {step.kind === 'credentials' && step.rgpdRejected && (
        <p role="status" className="login-step__notice">
          {t('rgpd.rejected')}
        </p>
      )}
      <LoginForm onSubmit={submitCredentials} error={login.error} busy={login.isPending} />
    </>
  );
}
