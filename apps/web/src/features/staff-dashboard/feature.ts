import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-dashboard': () => import('./routes/dashboard'),
  },
  routes: [
    {
      name: 'staff-dashboard',
      es: '/gestion/panel',
      ca: '/gestio/tauler',
      page: 'staff-dashboard',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffDashboard', roles: ['Gestor'], order: 10, bar: true }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-dashboard': typeof feature;
  }
}
