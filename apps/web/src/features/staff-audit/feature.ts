import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'staff-audit': () => import('./routes/audit-log'),
  },
  routes: [
    {
      name: 'staff-audit',
      es: '/gestion/auditoria',
      ca: '/gestio/auditoria',
      page: 'staff-audit',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffAudit', roles: ['Gestor'], order: 80, bar: true }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'staff-audit': typeof feature;
  }
}
