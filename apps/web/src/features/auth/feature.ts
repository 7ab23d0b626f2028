import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'login-choice': () => import('./routes/login-choice'),
    login: () => import('./routes/login'),
    'password-reset': () => import('./routes/password-reset'),
    logout: () => import('./routes/logout'),
    'change-password': () => import('./routes/change-password'),
    sso: () => import('./routes/sso'),
  },
  routes: [
    { name: 'login', es: '/login', ca: '/login', page: 'login-choice', guestOnly: true },
    { name: 'login-candidate', es: '/login/alumnos', ca: '/login/alumnes', page: 'login', guestOnly: true, parent: 'login' },
    { name: 'login-alumni', es: '/login/antiguos', ca: '/login/antics', page: 'login', guestOnly: true, parent: 'login' },
    { name: 'login-company', es: '/login/empresas', ca: '/login/empreses', page: 'login', guestOnly: true, parent: 'login' },
    { name: 'login-staff', es: '/login/gestores', ca: '/login/gestors', page: 'login', guestOnly: true, parent: 'login' },
    { name: 'login-other', es: '/login/:id', ca: '/login/:id', page: 'login', guestOnly: true, parent: 'login' },
    { name: 'reset-company', es: '/restablecer-login', ca: '/restablir-login', page: 'password-reset', guestOnly: true },
    { name: 'reset-candidate', es: '/restablecer-candidato', ca: '/restablir-candidat', page: 'password-reset', guestOnly: true },
    { name: 'set-password', es: '/establecer-login', ca: '/establir-login', page: 'password-reset', guestOnly: true },
    { name: 'logout', es: '/logout', ca: '/logout', page: 'logout' },
    { name: 'sso', es: '/acceso', ca: '/acceso', page: 'sso', guestOnly: true },
    {
      name: 'change-password',
      es: '/cambiar-password',
      ca: '/canviar-contrasenya',
      page: 'change-password',
      requiresAuth: true,
      menu: [{ id: 'changePassword', roles: ['Alumno', 'Empresa', 'Gestor'], order: 900 }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    auth: typeof feature;
  }
}
