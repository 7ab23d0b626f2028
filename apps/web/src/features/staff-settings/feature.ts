import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-settings': () => import('./routes/settings'),
  },
  routes: [
    {
      name: 'staff-settings',
      es: '/gestion/configuracion',
      ca: '/gestio/configuracio',
      page: 'staff-settings',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffSettings', roles: ['Gestor'], order: 70, bar: true }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-settings': typeof feature;
  }
}
