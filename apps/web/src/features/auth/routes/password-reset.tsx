import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '@/lib/current-route';
import type { PasswordLinkKind } from '../api/reset-password';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetRequestForm } from '../components/reset-request-form';

function linkKind(name: string | undefined): PasswordLinkKind {
  return name === 'reset-candidate' || name === 'set-password' ? name : 'reset-company';
}

/**
 * /restablecer-candidato, /restablecer-login and /establecer-login. Opened from the mailed link (?token=...) they
 * ask for the new password; without a token they ask for the user and mail a link.
 */
export default function PasswordResetPage() {
  const route = useCurrentRoute();
  const [search] = useSearchParams();
  const token = search.get('token');
  const kind = linkKind(route?.name);
  return (
    <div className="page-content login-page">
      <div className="card login-card">
        {token ? (
          <NewPasswordForm key={token} kind={kind} token={token} />
        ) : (
          <ResetRequestForm audience={kind === 'reset-candidate' ? 'Alumno' : 'Empresa'} />
        )}
      </div>
    </div>
  );
}
