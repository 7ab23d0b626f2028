import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-offers': () => import('./routes/offer-queue'),
    'staff-offer': () => import('./routes/offer-review'),
  },
  routes: [
    {
      name: 'staff-offers',
      es: '/gestion/ofertas',
      ca: '/gestio/ofertes',
      page: 'staff-offers',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffOffers', roles: ['Gestor'], order: 40, bar: true }],
    },
    {
      name: 'staff-offer',
      es: '/gestion/ofertas/:id',
      ca: '/gestio/ofertes/:id',
      page: 'staff-offer',
      requiresAuth: true,
      role: 'Gestor',
      parent: 'staff-offers',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-offers': typeof feature;
  }
}
