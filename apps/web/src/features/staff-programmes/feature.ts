import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-programmes': () => import('./routes/programmes'),
  },
  routes: [
    {
      name: 'staff-programmes',
      es: '/gestion/programas',
      ca: '/gestio/programes',
      page: 'staff-programmes',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffProgrammes', roles: ['Gestor'], order: 34 }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-programmes': typeof feature;
  }
}
