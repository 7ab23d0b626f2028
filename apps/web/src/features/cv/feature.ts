import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    cv: () => import('./routes/cv'),
  },
  routes: [
    { name: 'cv', es: '/cv', ca: '/ca/cv', page: 'cv', requiresAuth: true, role: 'Alumno', menu: [{ id: 'cv', roles: ['Alumno'], order: 70, bar: true }] },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    cv: typeof feature;
  }
}
