import { useState } from 'react';
import type { Role, SessionUser } from '@portal/shared';
import { useTranslation } from '@/lib/i18n';
import { useAcceptRgpd } from '../api/accept-rgpd';
import { useLogin, type LoginDatos } from '../api/login';
import { CompanyChoice, type CompanyOption } from './company-choice';
import { useFinishSession } from './finish-session';
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
  const login = useLogin(role);
  const acceptRgpd = useAcceptRgpd(role === 'Empresa' ? 'Empresa' : 'Alumno');
  const [step, setStep] = useState<Step>({ kind: 'credentials' });

  const finish = useFinishSession(role);

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
