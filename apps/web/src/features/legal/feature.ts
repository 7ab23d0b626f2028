import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'privacy-policy': () => import('./routes/privacy-policy'),
    'cookie-policy': () => import('./routes/cookie-policy'),
    'data-protection': () => import('./routes/data-protection'),
  },
  routes: [
    { name: 'privacy-policy', es: '/politica-de-privacidad', ca: '/politica-de-privadesa', page: 'privacy-policy' },
    { name: 'cookie-policy', es: '/politica-de-cookies', ca: '/politica-de-galetes', page: 'cookie-policy' },
    { name: 'data-protection', es: '/proteccion-de-datos', ca: '/proteccio-de-dades', page: 'data-protection' },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    legal: typeof feature;
  }
}
