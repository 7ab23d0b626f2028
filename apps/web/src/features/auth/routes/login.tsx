import { Link, Navigate, useParams } from 'react-router';
import type { Role } from '@portal/shared';
import { pathFor, type RouteName } from '@/config/routes';
import { useBrand, usePortalConfiguration } from '@/lib/brand';
import { useCurrentRoute } from '@/lib/current-route';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { DemoAccounts } from '../components/demo-accounts';
import { LoginFlow } from '../components/login-flow';

type LoginKind = 'login-candidate' | 'login-alumni' | 'login-company' | 'login-staff';

const kinds: Record<LoginKind, { role: Role; text: 'alumnos' | 'antiguos' | 'empresas' | null; reset: RouteName | null }> = {
  'login-candidate': { role: 'Alumno', text: 'alumnos', reset: 'reset-candidate' },
  'login-alumni': { role: 'Alumno', text: 'antiguos', reset: 'reset-candidate' },
  'login-company': { role: 'Empresa', text: 'empresas', reset: 'reset-company' },
  'login-staff': { role: 'Gestor', text: null, reset: null },
};

/** /login/{id}: the spec's named ids in either language. */
const byId: Record<string, LoginKind> = {
  alumnos: 'login-candidate',
  alumnes: 'login-candidate',
  antiguos: 'login-alumni',
  antics: 'login-alumni',
  empresas: 'login-company',
  empreses: 'login-company',
  gestores: 'login-staff',
  gestors: 'login-staff',
};

function isLoginKind(name: string): name is LoginKind {
  return name in kinds;
}

/** /login/alumnos, /login/antiguos, /login/empresas, /login/gestores and their Catalan paths. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const brand = useBrand();
  const { accesoUnico } = usePortalConfiguration();
  const route = useCurrentRoute();
  const { id } = useParams();
  const name = route && isLoginKind(route.name) ? route.name : id ? byId[id] : undefined;
  if (!name) return <Navigate to={pathFor('login', language)} replace />;

  const kind = kinds[name];
  return (
    <div className="page-content login-page login-page--split">
      <div className="card login-card">
        {kind.text && <p className="login-card__intro">{brand.login[kind.text][language]}</p>}
        {accesoUnico && kind.role === 'Alumno' && (
          <Link to={pathFor('sso', language)} className="button button--primary login-card__sso">
            {t('sso.button')}
          </Link>
        )}
        <LoginFlow key={name} role={kind.role} />
        <ul className="login-card__links">
          {kind.reset && (
            <li>
              <Link to={pathFor(kind.reset, language)}>{t('form.forgot')}</Link>
            </li>
          )}
          {kind.role === 'Alumno' && brand.flags.canRegistroAlumno && (
            <li>
              <Link to={pathFor('register', language)}>{t('choice.register')}</Link>
            </li>
          )}
          {kind.role === 'Empresa' && (
            <li>
              <Link to={pathFor('request-account', language)}>{t('choice.requestAccount')}</Link>
            </li>
          )}
          <li>
            <Link to={pathFor('login', language)}>{t('form.otherAccess')}</Link>
          </li>
        </ul>
      </div>
      <DemoAccounts />
    </div>
  );
}
