import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'new-agreement': () => import('./routes/new-agreement'),
  },
  routes: [
    {
      name: 'new-agreement',
      es: '/nuevo-convenio-colaboracion',
      ca: '/nou-conveni-collaboracio',
      page: 'new-agreement',
      requiresAuth: true,
      role: 'Empresa',
      // Where the brand has no agreement creation, the route sends home (and the menu leaves it out).
      available: (f) => f.canCrearConvenios,
      parent: 'documentation',
      menu: [{ id: 'newAgreement', roles: ['Empresa'], order: 75 }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'company-agreements': typeof feature;
  }
}
