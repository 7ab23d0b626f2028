import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-companies': () => import('./routes/company-queue'),
    'staff-company': () => import('./routes/company-detail'),
  },
  routes: [
    {
      name: 'staff-companies',
      es: '/gestion/empresas',
      ca: '/gestio/empreses',
      page: 'staff-companies',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffCompanies', roles: ['Gestor'], order: 20, bar: true }],
    },
    {
      name: 'staff-company',
      es: '/gestion/empresas/:id',
      ca: '/gestio/empreses/:id',
      page: 'staff-company',
      requiresAuth: true,
      role: 'Gestor',
      parent: 'staff-companies',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-companies': typeof feature;
  }
}
