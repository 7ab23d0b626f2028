import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-content': () => import('./routes/content'),
  },
  routes: [
    {
      name: 'staff-content',
      es: '/gestion/contenidos',
      ca: '/gestio/continguts',
      page: 'staff-content',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffContent', roles: ['Gestor'], order: 60, bar: true }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-content': typeof feature;
  }
}
