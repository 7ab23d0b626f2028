import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    home: () => import('./routes/home'),
    help: () => import('./routes/help'),
  },
  routes: [
    { name: 'home', es: '/', ca: '/', page: 'home', requiresAuth: true, hideHeading: true, menu: [{ id: 'home', roles: ['Gestor'], order: 5, bar: true }] },
    {
      name: 'help',
      es: '/ayuda',
      ca: '/ajuda',
      page: 'help',
      requiresAuth: true,
      role: 'Alumno',
      available: (f) => f.hashelp,
      menu: [{ id: 'help', roles: ['Alumno'], order: 80 }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    home: typeof feature;
  }
}
