import type { BrandFlags, Language, Role } from '@portal/shared';

/**
 * Every route of spec 1 §2, in one table. `es` is the Spanish path (the default); `ca` the Catalan alias. Where the
 * two words are the same the Catalan alias takes a `/ca` prefix (the spec's `/ca/cv`), except for technical paths
 * (/login, /logout, /404, /gma2019) that stay language-neutral. Links are written in the current language (see
 * `pathFor`); both paths always work.
 *
 * `page` names the lazy module that renders the route (mapped in app/router.tsx); `coming-soon` is the honest
 * placeholder of the sections that arrive with the next releases.
 */

export type PageId =
  | 'home'
  | 'help'
  | 'login-choice'
  | 'login'
  | 'password-reset'
  | 'change-password'
  | 'logout'
  | 'privacy-policy'
  | 'cookie-policy'
  | 'data-protection'
  | 'coming-soon'
  | 'connection-error'
  | 'maintenance'
  | 'god-mode'
  | 'my-internships'
  | 'internship-proposal'
  | 'internship-conditions'
  | 'register'
  | 'cv'
  | 'offer-list'
  | 'offer-detail'
  | 'my-candidacies'
  | 'candidacy-detail'
  | 'staff-companies'
  | 'staff-company'
  | 'staff-agreements'
  | 'staff-agreement'
  | 'company-documentation'
  | 'staff-offers'
  | 'staff-offer'
  | 'staff-audit'
  | 'staff-offer-candidacies'
  | 'staff-dashboard'
  | 'request-account'
  | 'my-company'
  | 'my-profile'
  | 'company-offer-candidates'
  | 'company-candidate-cv'
  | 'offer-editor'
  | 'my-offers'
  | 'offer-preview'
  | 'staff-candidates'
  | 'staff-candidate'
  | 'staff-settings'
  | 'staff-content';

export interface AppRoute {
  name: string;
  es: string;
  ca: string;
  page: PageId;
  requiresAuth?: boolean;
  /** Only this role may open it; any other logged user goes home. */
  role?: Role;
  /** Offer pages (spec route metadata). */
  isOferta?: boolean;
  /** Login and password pages: a logged user goes home. */
  guestOnly?: boolean;
  /** Brand gate: when false the route redirects home (spec: /registro, /nuevo-convenio-colaboracion, ...). */
  available?: (flags: BrandFlags) => boolean;
  /** Breadcrumb parent (home is always the first crumb). */
  parent?: string;
  /** The page draws no heading of its own kind (home). */
  hideHeading?: boolean;
}

const route = (r: AppRoute): AppRoute => r;

export const appRoutes = [
  // Public
  route({ name: 'login', es: '/login', ca: '/login', page: 'login-choice', guestOnly: true }),
  route({ name: 'login-candidate', es: '/login/alumnos', ca: '/login/alumnes', page: 'login', guestOnly: true, parent: 'login' }),
  route({ name: 'login-alumni', es: '/login/antiguos', ca: '/login/antics', page: 'login', guestOnly: true, parent: 'login' }),
  route({ name: 'login-company', es: '/login/empresas', ca: '/login/empreses', page: 'login', guestOnly: true, parent: 'login' }),
  route({ name: 'login-staff', es: '/login/gestores', ca: '/login/gestors', page: 'login', guestOnly: true, parent: 'login' }),
  route({ name: 'login-other', es: '/login/:id', ca: '/login/:id', page: 'login', guestOnly: true, parent: 'login' }),
  route({ name: 'god-mode', es: '/gma2019', ca: '/gma2019', page: 'god-mode' }),
  route({ name: 'maintenance', es: '/mantenimiento', ca: '/manteniment', page: 'maintenance' }),
  route({ name: 'request-account', es: '/solicitar-cuenta', ca: '/sollicitar-compte', page: 'request-account', guestOnly: true }),
  route({
    name: 'register',
    es: '/registro',
    ca: '/registre',
    page: 'register',
    guestOnly: true,
    available: (f) => f.canRegistroAlumno,
  }),
  route({ name: 'reset-company', es: '/restablecer-login', ca: '/restablir-login', page: 'password-reset', guestOnly: true }),
  route({ name: 'reset-candidate', es: '/restablecer-candidato', ca: '/restablir-candidat', page: 'password-reset', guestOnly: true }),
  route({ name: 'set-password', es: '/establecer-login', ca: '/establir-login', page: 'password-reset', guestOnly: true }),
  route({ name: 'public-event', es: '/evento-publico/:id', ca: '/esdeveniment-public/:id', page: 'coming-soon' }),
  route({ name: 'survey', es: '/encuestas/:id', ca: '/enquestes/:id', page: 'coming-soon' }),
  route({ name: 'survey-access', es: '/encuestas/:id/acceso', ca: '/enquestes/:id/acces', page: 'coming-soon' }),
  route({ name: 'privacy-policy', es: '/politica-de-privacidad', ca: '/politica-de-privadesa', page: 'privacy-policy' }),
  route({ name: 'cookie-policy', es: '/politica-de-cookies', ca: '/politica-de-galetes', page: 'cookie-policy' }),
  route({ name: 'data-protection', es: '/proteccion-de-datos', ca: '/proteccio-de-dades', page: 'data-protection' }),
  route({ name: 'sso', es: '/acceso', ca: '/acces', page: 'coming-soon', guestOnly: true }),
  route({ name: 'logout', es: '/logout', ca: '/logout', page: 'logout' }),
  route({ name: 'uib-internship-conditions', es: '/uib/condiciones-practicas', ca: '/uib/condicions-practiques', page: 'internship-conditions' }),

  // Any logged user
  route({ name: 'home', es: '/', ca: '/', page: 'home', requiresAuth: true, hideHeading: true }),
  route({
    name: 'active-programmes',
    es: '/programas-practicas-activos',
    ca: '/programes-practiques-actius',
    page: 'coming-soon',
    requiresAuth: true,
    available: (f) => f.hasProgramaPracticasActivo,
  }),
  route({
    name: 'active-programme',
    es: '/programas-practicas-activos/:id',
    ca: '/programes-practiques-actius/:id',
    page: 'coming-soon',
    requiresAuth: true,
    available: (f) => f.hasProgramaPracticasActivo,
    parent: 'active-programmes',
  }),
  route({
    name: 'internship-proposal',
    es: '/propuesta-practicas',
    ca: '/proposta-practiques',
    page: 'internship-proposal',
    requiresAuth: true,
    available: (f) => f.hasPropuestaPracticas,
  }),
  route({ name: 'events', es: '/eventos', ca: '/esdeveniments', page: 'coming-soon', requiresAuth: true, available: (f) => f.hasEventos }),
  route({
    name: 'event',
    es: '/eventos/:id',
    ca: '/esdeveniments/:id',
    page: 'coming-soon',
    requiresAuth: true,
    available: (f) => f.hasEventos,
    parent: 'events',
  }),
  // Spec route name: ficha_encuestas.
  route({ name: 'surveys', es: '/encuestas', ca: '/enquestes', page: 'coming-soon', requiresAuth: true }),
  route({ name: 'change-password', es: '/cambiar-password', ca: '/canviar-contrasenya', page: 'change-password', requiresAuth: true }),

  // Candidate only
  route({ name: 'job-offers', es: '/ofertas-empleo', ca: '/ofertes-feina', page: 'offer-list', requiresAuth: true, role: 'Alumno', isOferta: true }),
  route({
    name: 'job-offer',
    es: '/ofertas-empleo/:id',
    ca: '/ofertes-feina/:id',
    page: 'offer-detail',
    requiresAuth: true,
    role: 'Alumno',
    isOferta: true,
    parent: 'job-offers',
  }),
  route({
    name: 'internship-offers',
    es: '/ofertas-practicas',
    ca: '/ofertes-practiques',
    page: 'offer-list',
    requiresAuth: true,
    role: 'Alumno',
    isOferta: true,
    available: (f) => !f.cyclesOnly,
  }),
  route({
    name: 'internship-offer',
    es: '/ofertas-practicas/:id',
    ca: '/ofertes-practiques/:id',
    page: 'offer-detail',
    requiresAuth: true,
    role: 'Alumno',
    isOferta: true,
    available: (f) => !f.cyclesOnly,
    parent: 'internship-offers',
  }),
  route({ name: 'my-applications', es: '/mis-candidaturas', ca: '/les-meves-candidatures', page: 'my-candidacies', requiresAuth: true, role: 'Alumno' }),
  route({
    name: 'my-application',
    es: '/mis-candidaturas/:id',
    ca: '/les-meves-candidatures/:id',
    page: 'candidacy-detail',
    requiresAuth: true,
    role: 'Alumno',
    parent: 'my-applications',
  }),
  route({ name: 'cv', es: '/cv', ca: '/ca/cv', page: 'cv', requiresAuth: true, role: 'Alumno' }),
  route({ name: 'my-internships', es: '/mis-practicas', ca: '/les-meves-practiques', page: 'my-internships', requiresAuth: true, role: 'Alumno' }),
  route({
    name: 'guides',
    es: '/guias-orientacion',
    ca: '/guies-orientacio',
    page: 'coming-soon',
    requiresAuth: true,
    role: 'Alumno',
    available: (f) => f.hasGuiasOrientacion,
  }),
  route({ name: 'career-guidance', es: '/orientacion-laboral', ca: '/orientacio-laboral', page: 'coming-soon', requiresAuth: true, role: 'Alumno' }),
  route({ name: 'help', es: '/ayuda', ca: '/ajuda', page: 'help', requiresAuth: true, role: 'Alumno', available: (f) => f.hashelp }),

  // Company only
  route({ name: 'documentation', es: '/documentacion', ca: '/documentacio', page: 'company-documentation', requiresAuth: true, role: 'Empresa' }),
  route({
    name: 'upload-agreement',
    es: '/subir-convenio-firmado',
    ca: '/pujar-conveni-signat',
    page: 'coming-soon',
    requiresAuth: true,
    role: 'Empresa',
    available: (f) => f.canSubirConvenios,
    parent: 'documentation',
  }),
  route({
    name: 'new-agreement',
    es: '/nuevo-convenio-colaboracion',
    ca: '/nou-conveni-collaboracio',
    page: 'coming-soon',
    requiresAuth: true,
    role: 'Empresa',
    available: (f) => f.canCrearConvenios,
    parent: 'documentation',
  }),
  route({ name: 'new-offer', es: '/nueva-oferta/:tipo?', ca: '/nova-oferta/:tipo?', page: 'offer-editor', requiresAuth: true, role: 'Empresa', isOferta: true }),
  route({
    name: 'edit-offer',
    es: '/editar-oferta/:idOferta',
    ca: '/edita-oferta/:idOferta',
    page: 'offer-editor',
    requiresAuth: true,
    role: 'Empresa',
    isOferta: true,
    parent: 'my-offers',
  }),
  route({ name: 'my-offers', es: '/mis-ofertas', ca: '/les-meves-ofertes', page: 'my-offers', requiresAuth: true, role: 'Empresa', isOferta: true }),
  route({
    name: 'my-offer',
    es: '/mis-ofertas/:id',
    ca: '/les-meves-ofertes/:id',
    page: 'company-offer-candidates',
    requiresAuth: true,
    role: 'Empresa',
    isOferta: true,
    parent: 'my-offers',
  }),
  route({ name: 'offer', es: '/oferta/:id', ca: '/ca/oferta/:id', page: 'offer-preview', requiresAuth: true, role: 'Empresa', isOferta: true, parent: 'my-offers' }),
  route({
    name: 'offer-preview',
    es: '/visor-oferta/:id',
    ca: '/ca/visor-oferta/:id',
    page: 'offer-preview',
    requiresAuth: true,
    role: 'Empresa',
    isOferta: true,
    parent: 'my-offers',
  }),
  route({ name: 'my-company', es: '/mi-empresa', ca: '/la-meva-empresa', page: 'my-company', requiresAuth: true, role: 'Empresa' }),
  route({ name: 'my-profile', es: '/mi-perfil', ca: '/el-meu-perfil', page: 'my-profile', requiresAuth: true, role: 'Empresa' }),
  // Spec route name: cv-view.
  route({ name: 'cv-view', es: '/ver-cv/:id', ca: '/veure-cv/:id', page: 'company-candidate-cv', requiresAuth: true, role: 'Empresa', parent: 'my-offers' }),
  route({
    name: 'internship-change',
    es: '/solicitar-cambio-practicas',
    ca: '/sollicitar-canvi-practiques',
    page: 'coming-soon',
    requiresAuth: true,
    role: 'Empresa',
    available: (f) => f.canCambiarPracticas,
  }),
  route({
    name: 'education-requests',
    es: '/solicitudes-practicas-educacion',
    ca: '/sollicituds-practiques-educacio',
    page: 'coming-soon',
    requiresAuth: true,
    role: 'Empresa',
  }),
  route({
    name: 'education-request',
    es: '/solicitudes-practicas-educacion/:id',
    ca: '/sollicituds-practiques-educacio/:id',
    page: 'coming-soon',
    requiresAuth: true,
    role: 'Empresa',
    parent: 'education-requests',
  }),
  route({
    name: 'education-request-edit',
    es: '/solicitudes-practicas-educacion/:id/editar',
    ca: '/sollicituds-practiques-educacio/:id/edita',
    page: 'coming-soon',
    requiresAuth: true,
    role: 'Empresa',
    parent: 'education-requests',
  }),

  // Staff (the employment service's back office)
  route({ name: 'staff-dashboard', es: '/gestion/panel', ca: '/gestio/tauler', page: 'staff-dashboard', requiresAuth: true, role: 'Gestor' }),
  route({ name: 'staff-companies', es: '/gestion/empresas', ca: '/gestio/empreses', page: 'staff-companies', requiresAuth: true, role: 'Gestor' }),
  route({
    name: 'staff-company',
    es: '/gestion/empresas/:id',
    ca: '/gestio/empreses/:id',
    page: 'staff-company',
    requiresAuth: true,
    role: 'Gestor',
    parent: 'staff-companies',
  }),
  route({ name: 'staff-agreements', es: '/gestion/convenios', ca: '/gestio/convenis', page: 'staff-agreements', requiresAuth: true, role: 'Gestor' }),
  route({
    name: 'staff-agreement',
    es: '/gestion/convenios/:id',
    ca: '/gestio/convenis/:id',
    page: 'staff-agreement',
    requiresAuth: true,
    role: 'Gestor',
    parent: 'staff-agreements',
  }),
  route({ name: 'staff-offers', es: '/gestion/ofertas', ca: '/gestio/ofertes', page: 'staff-offers', requiresAuth: true, role: 'Gestor' }),
  route({ name: 'staff-offer', es: '/gestion/ofertas/:id', ca: '/gestio/ofertes/:id', page: 'staff-offer', requiresAuth: true, role: 'Gestor', parent: 'staff-offers' }),
  route({
    name: 'staff-offer-candidacies',
    es: '/gestion/ofertas/:id/candidaturas',
    ca: '/gestio/ofertes/:id/candidatures',
    page: 'staff-offer-candidacies',
    requiresAuth: true,
    role: 'Gestor',
    parent: 'staff-offers',
  }),
  route({ name: 'staff-audit', es: '/gestion/auditoria', ca: '/gestio/auditoria', page: 'staff-audit', requiresAuth: true, role: 'Gestor' }),
  route({ name: 'staff-candidates', es: '/gestion/candidatos', ca: '/gestio/candidats', page: 'staff-candidates', requiresAuth: true, role: 'Gestor' }),
  route({
    name: 'staff-candidate',
    es: '/gestion/candidatos/:id',
    ca: '/gestio/candidats/:id',
    page: 'staff-candidate',
    requiresAuth: true,
    role: 'Gestor',
    parent: 'staff-candidates',
  }),
  route({ name: 'staff-settings', es: '/gestion/configuracion', ca: '/gestio/configuracio', page: 'staff-settings', requiresAuth: true, role: 'Gestor' }),
  route({ name: 'staff-content', es: '/gestion/contenidos', ca: '/gestio/continguts', page: 'staff-content', requiresAuth: true, role: 'Gestor' }),

  // Other
  route({ name: 'connection-error', es: '/404', ca: '/404', page: 'connection-error' }),
] as const satisfies readonly AppRoute[];

export type RouteName = (typeof appRoutes)[number]['name'];

const byName = new Map<string, AppRoute>(appRoutes.map((r) => [r.name, r]));

export function getRoute(name: RouteName): AppRoute {
  const found = byName.get(name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

export function findRoute(name: string): AppRoute | undefined {
  return byName.get(name);
}

/** The path of a route in a language (English uses the Spanish paths), with its `:params` filled. */
export function pathFor(name: RouteName, language: Language, params: Record<string, string | number> = {}): string {
  const r = getRoute(name);
  const pattern = language === 'ca' ? r.ca : r.es;
  const filled = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined) {
        if (optional) return null;
        throw new Error(`Missing parameter ${key} for route ${name}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null)
    .join('/');
  return filled === '' ? '/' : filled;
}

/** Where each error-catalogue redirect target leads. */
export const redirectTargets = {
  home: 'home',
  cv: 'cv',
  company: 'my-company',
  offers: 'job-offers',
  companyLogin: 'login-company',
  login: 'login',
} as const satisfies Record<string, RouteName>;
