import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'my-candidacies': () => import('./routes/my-candidacies'),
    'candidacy-detail': () => import('./routes/candidacy-detail'),
  },
  routes: [
    {
      name: 'my-applications',
      es: '/mis-candidaturas',
      ca: '/les-meves-candidatures',
      page: 'my-candidacies',
      requiresAuth: true,
      role: 'Alumno',
      menu: [{ id: 'myApplications', roles: ['Alumno'], order: 40, bar: true, badge: (data) => data.preEnrolments }],
    },
    {
      name: 'my-application',
      es: '/mis-candidaturas/:id',
      ca: '/les-meves-candidatures/:id',
      page: 'candidacy-detail',
      requiresAuth: true,
      role: 'Alumno',
      parent: 'my-applications',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    candidacies: typeof feature;
  }
}
