import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-candidates': () => import('./routes/candidate-list'),
    'staff-candidate': () => import('./routes/candidate-detail'),
  },
  routes: [
    {
      name: 'staff-candidates',
      es: '/gestion/candidatos',
      ca: '/gestio/candidats',
      page: 'staff-candidates',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffCandidates', roles: ['Gestor'], order: 50, bar: true }],
    },
    {
      name: 'staff-candidate',
      es: '/gestion/candidatos/:id',
      ca: '/gestio/candidats/:id',
      page: 'staff-candidate',
      requiresAuth: true,
      role: 'Gestor',
      parent: 'staff-candidates',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-candidates': typeof feature;
  }
}
