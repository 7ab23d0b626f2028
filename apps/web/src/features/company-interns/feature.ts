import type { FeatureManifest } from '@/config/feature';

/**
 * The company's interns: asking the service to change one of their internships (brands with canCambiarPracticas),
 * the education internship requests (students' requests naming the company, and the company's own), and the
 * service's queues of both in the back office.
 */
export const feature = {
  pages: {
    'internship-change': () => import('./routes/internship-change'),
    'staff-internship-changes': () => import('./routes/staff-internship-changes'),
    'education-requests': () => import('./routes/education-requests'),
    'education-request': () => import('./routes/education-request'),
    'education-request-edit': () => import('./routes/education-request-edit'),
    'staff-education-requests': () => import('./routes/staff-education-requests'),
    'staff-education-request': () => import('./routes/staff-education-request'),
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
      menu: [{ id: 'staffInternshipChanges', roles: ['Gestor'], order: 36 }],
    },
    {
      name: 'education-requests',
      es: '/solicitudes-practicas-educacion',
      ca: '/sollicituds-practiques-educacio',
      page: 'education-requests',
      requiresAuth: true,
      role: 'Empresa',
      // Spec 1 §2: only when the server says the education menu applies and the list is not empty.
      menu: [{ id: 'educationRequests', roles: ['Empresa'], order: 75, shown: ({ data }) => data.educationRequests === true }],
    },
    {
      name: 'education-request',
      es: '/solicitudes-practicas-educacion/:id',
      ca: '/sollicituds-practiques-educacio/:id',
      page: 'education-request',
      requiresAuth: true,
      role: 'Empresa',
      parent: 'education-requests',
    },
    {
      name: 'education-request-edit',
      es: '/solicitudes-practicas-educacion/:id/editar',
      ca: '/sollicituds-practiques-educacio/:id/edita',
      page: 'education-request-edit',
      requiresAuth: true,
      role: 'Empresa',
      parent: 'education-requests',
    },
    {
      name: 'staff-education-requests',
      es: '/gestion/solicitudes-practicas',
      ca: '/gestio/sollicituds-practiques',
      page: 'staff-education-requests',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffEducationRequests', roles: ['Gestor'], order: 37 }],
    },
    {
      name: 'staff-education-request',
      es: '/gestion/solicitudes-practicas/:id',
      ca: '/gestio/sollicituds-practiques/:id',
      page: 'staff-education-request',
      requiresAuth: true,
      role: 'Gestor',
      parent: 'staff-education-requests',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'company-interns': typeof feature;
  }
}
