import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-client-errors': () => import('./routes/client-errors'),
  },
  routes: [
    {
      name: 'staff-client-errors',
      es: '/gestion/errores-cliente',
      ca: '/gestio/errors-client',
      page: 'staff-client-errors',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffClientErrors', roles: ['Gestor'], order: 82 }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'client-errors': typeof feature;
  }
}
