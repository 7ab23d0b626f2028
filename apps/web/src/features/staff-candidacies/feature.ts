import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-offer-candidacies': () => import('./routes/offer-candidacies'),
  },
  routes: [
    {
      name: 'staff-offer-candidacies',
      es: '/gestion/ofertas/:id/candidaturas',
      ca: '/gestio/ofertes/:id/candidatures',
      page: 'staff-offer-candidacies',
      requiresAuth: true,
      role: 'Gestor',
      parent: 'staff-offers',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-candidacies': typeof feature;
  }
}
