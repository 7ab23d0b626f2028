import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { dismissNotice } from '@/lib/notices';
import { startSession } from '@/lib/session';
import { RegistrationDone } from '../components/registration-done';
import { RegistrationForm } from '../components/registration-form';
import type { RegistrationDatos } from '../api/register';
import '../registration.css';

/**
 * /registro (brand flag canRegistroAlumno; the route sends home otherwise). registrarUsuario answers a token, as a
 * login does; like the login, the token is stored at the very end, here once the person has read the welcome
 * (the brand's registration message), then the portal opens where they were going, else home.
 */
export default function RegisterPage() {
  const { t } = useTranslation('registration');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<RegistrationDatos | null>(null);

  const enter = (ready: RegistrationDatos) => {
    startSession(ready.token, ready.usuario);
    dismissNotice();
    // Anything cached for the anonymous visitor must not leak into the new session.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'boot' });
    // The registration page's guard now sends the signed-in person on, to the path saved before, else home
    // (app/route-guard.tsx).
  };

  return (
    <div className="page-content registration-page">
      <div className="card registration-card">
        {session ? (
          <RegistrationDone nombre={session.usuario.nombre} onEnter={() => enter(session)} />
        ) : (
          <>
            <p className="registration-card__intro">{t('intro')}</p>
            <RegistrationForm onRegistered={setSession} />
            <p className="registration-card__login">
              {t('haveAccount')} <Link to={pathFor('login-candidate', language)}>{t('logIn')}</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
