import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'offer-list': () => import('./routes/offer-list'),
    'offer-detail': () => import('./routes/offer-detail'),
  },
  routes: [
    {
      name: 'job-offers',
      es: '/ofertas-empleo',
      ca: '/ofertes-feina',
      page: 'offer-list',
      requiresAuth: true,
      role: 'Alumno',
      isOferta: true,
      menu: [{ id: 'jobOffers', roles: ['Alumno'], order: 20, bar: true, shown: ({ data }) => data.jobOffers !== 0 }],
    },
    {
      name: 'job-offer',
      es: '/ofertas-empleo/:id',
      ca: '/ofertes-feina/:id',
      page: 'offer-detail',
      requiresAuth: true,
      role: 'Alumno',
      isOferta: true,
      parent: 'job-offers',
    },
    {
      name: 'internship-offers',
      es: '/ofertas-practicas',
      ca: '/ofertes-practiques',
      page: 'offer-list',
      requiresAuth: true,
      role: 'Alumno',
      isOferta: true,
      available: (f) => !f.cyclesOnly,
      menu: [{ id: 'internshipOffers', roles: ['Alumno'], order: 10, bar: true, shown: ({ flags, data }) => !flags.cyclesOnly && data.internshipOffers !== 0 }],
    },
    {
      name: 'internship-offer',
      es: '/ofertas-practicas/:id',
      ca: '/ofertes-practiques/:id',
      page: 'offer-detail',
      requiresAuth: true,
      role: 'Alumno',
      isOferta: true,
      available: (f) => !f.cyclesOnly,
      parent: 'internship-offers',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    offers: typeof feature;
  }
}
