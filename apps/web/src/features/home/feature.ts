import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    home: () => import('./routes/home'),
  },
  routes: [
    { name: 'home', es: '/', ca: '/', page: 'home', requiresAuth: true, hideHeading: true, menu: [{ id: 'home', roles: ['Gestor'], order: 5, bar: true }] },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    home: typeof feature;
  }
}
