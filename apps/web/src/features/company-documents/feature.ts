import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'company-documentation': () => import('./routes/documentation'),
  },
  routes: [
    {
      name: 'documentation',
      es: '/documentacion',
      ca: '/documentacio',
      page: 'company-documentation',
      requiresAuth: true,
      role: 'Empresa',
      menu: [{ id: 'documentation', roles: ['Empresa'], order: 70, bar: true }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'company-documents': typeof feature;
  }
}
