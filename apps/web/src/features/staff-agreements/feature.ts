import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-agreements': () => import('./routes/agreement-list'),
    'staff-agreement': () => import('./routes/agreement-detail'),
  },
  routes: [
    {
      name: 'staff-agreements',
      es: '/gestion/convenios',
      ca: '/gestio/convenis',
      page: 'staff-agreements',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffAgreements', roles: ['Gestor'], order: 30, bar: true }],
    },
    {
      name: 'staff-agreement',
      es: '/gestion/convenios/:id',
      ca: '/gestio/convenis/:id',
      page: 'staff-agreement',
      requiresAuth: true,
      role: 'Gestor',
      parent: 'staff-agreements',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-agreements': typeof feature;
  }
}
