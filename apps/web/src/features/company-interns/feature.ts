import type { FeatureManifest } from '@/config/feature';

/**
 * The company's interns: asking the service to change one of their internships (brands with canCambiarPracticas),
 * and the service's queue of those requests in the back office.
 */
export const feature = {
  pages: {
    'internship-change': () => import('./routes/internship-change'),
    'staff-internship-changes': () => import('./routes/staff-internship-changes'),
  },
  routes: [
    {
      name: 'internship-change',
      es: '/solicitar-cambio-practicas',
      ca: '/sollicitar-canvi-practiques',
      page: 'internship-change',
      requiresAuth: true,
      role: 'Empresa',
      available: (f) => f.canCambiarPracticas,
      menu: [{ id: 'internshipChange', roles: ['Empresa'], order: 40 }],
    },
    {
      name: 'staff-internship-changes',
      es: '/gestion/cambios-practicas',
      ca: '/gestio/canvis-practiques',
      page: 'staff-internship-changes',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffInternshipChanges', roles: ['Gestor'], order: 35 }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'company-interns': typeof feature;
  }
}
