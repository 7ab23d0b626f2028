import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'active-programmes': () => import('./routes/active-programmes'),
    'active-programme': () => import('./routes/active-programme'),
  },
  routes: [
    {
      name: 'active-programmes',
      es: '/programas-practicas-activos',
      ca: '/programes-practiques-actius',
      page: 'active-programmes',
      requiresAuth: true,
      available: (f) => f.hasProgramaPracticasActivo,
      menu: [{ id: 'activeProgrammes', roles: ['Alumno', 'Empresa'], order: 60 }],
    },
    {
      name: 'active-programme',
      es: '/programas-practicas-activos/:id',
      ca: '/programes-practiques-actius/:id',
      page: 'active-programme',
      requiresAuth: true,
      available: (f) => f.hasProgramaPracticasActivo,
      parent: 'active-programmes',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    programmes: typeof feature;
  }
}
