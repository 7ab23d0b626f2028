import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'god-mode': () => import('./routes/god-mode'),
    maintenance: () => import('./routes/maintenance'),
  },
  routes: [
    { name: 'god-mode', es: '/gma2019', ca: '/gma2019', page: 'god-mode' },
    { name: 'maintenance', es: '/mantenimiento', ca: '/manteniment', page: 'maintenance' },
    // Its page is in the main bundle (app/router.tsx): it is where a failed chunk load leads.
    { name: 'connection-error', es: '/404', ca: '/404', page: 'connection-error' },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    system: typeof feature;
  }
}
