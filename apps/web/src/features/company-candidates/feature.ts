import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'company-offer-candidates': () => import('./routes/offer-candidates'),
    'company-candidate-cv': () => import('./routes/candidate-cv'),
  },
  routes: [
    {
      name: 'my-offer',
      es: '/mis-ofertas/:id',
      ca: '/les-meves-ofertes/:id',
      page: 'company-offer-candidates',
      requiresAuth: true,
      role: 'Empresa',
      isOferta: true,
      parent: 'my-offers',
    },
    // Spec route name: cv-view.
    {
      name: 'cv-view',
      es: '/ver-cv/:id',
      ca: '/veure-cv/:id',
      page: 'company-candidate-cv',
      requiresAuth: true,
      role: 'Empresa',
      parent: 'my-offers',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'company-candidates': typeof feature;
  }
}
