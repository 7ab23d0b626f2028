import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-documents': () => import('./routes/documents'),
  },
  routes: [
    {
      name: 'staff-documents',
      es: '/gestion/documentos',
      ca: '/gestio/documents',
      page: 'staff-documents',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffDocuments', roles: ['Gestor'], order: 33 }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-documents': typeof feature;
  }
}
