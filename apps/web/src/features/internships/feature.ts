import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'internship-conditions': () => import('./routes/internship-conditions'),
    'internship-proposal': () => import('./routes/internship-proposal'),
    'my-internships': () => import('./routes/my-internships'),
  },
  routes: [
    { name: 'uib-internship-conditions', es: '/uib/condiciones-practicas', ca: '/uib/condicions-practiques', page: 'internship-conditions' },
    {
      name: 'internship-proposal',
      es: '/propuesta-practicas',
      ca: '/proposta-practiques',
      page: 'internship-proposal',
      requiresAuth: true,
      available: (f) => f.hasPropuestaPracticas,
      menu: [
        {
          id: 'internshipProposal',
          // Spec 1's company menu: "internship proposal (brand flag)". A company's page is its proposals (the
          // students' naming it, to answer, and its own), which are the education internship requests.
          roles: ['Alumno', 'Empresa'],
          order: 30,
          // A candidate proposes only once the list of their internships has arrived and is not empty.
          shown: ({ role, data }) => role === 'Empresa' || data.hasInternships === true,
        },
      ],
    },
    {
      name: 'my-internships',
      es: '/mis-practicas',
      ca: '/les-meves-practiques',
      page: 'my-internships',
      requiresAuth: true,
      role: 'Alumno',
      menu: [{ id: 'myInternships', roles: ['Alumno'], order: 50, bar: true, shown: ({ data }) => data.hasInternships === true }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    internships: typeof feature;
  }
}
