import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    register: () => import('./routes/register'),
  },
  routes: [
    { name: 'register', es: '/registro', ca: '/registre', page: 'register', guestOnly: true, available: (f) => f.canRegistroAlumno },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    registration: typeof feature;
  }
}
