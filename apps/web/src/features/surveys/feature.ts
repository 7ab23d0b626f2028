import type { FeatureManifest } from '@/config/feature';

/**
 * Surveys (spec 1 §2 "/encuestas", "/encuestas/{id}", "/encuestas/{id}/acceso"): the signed-in person's pending
 * surveys (route name ficha_encuestas), answering one question a page following the jumps, and the access page
 * (sign in or answer anonymously). The back office's area builds them and reads their results.
 */
export const feature = {
  pages: {
    // One module for the three answering pages and one for the back office's two: each lazy page costs the entry.
    surveys: () => import('./routes/surveys-pages'),
    'staff-surveys': () => import('./routes/staff-surveys-pages'),
  },
  routes: [
    {
      name: 'surveys',
      es: '/encuestas',
      ca: '/enquestes',
      page: 'surveys',
      requiresAuth: true,
      menu: [
        { id: 'surveys', roles: ['Alumno'], order: 62 },
        { id: 'surveys', roles: ['Empresa'], order: 77 },
      ],
    },
    { name: 'survey', es: '/encuestas/:id', ca: '/enquestes/:id', page: 'surveys', hideHeading: true },
    { name: 'survey-access', es: '/encuestas/:id/acceso', ca: '/enquestes/:id/acces', page: 'surveys', hideHeading: true },
    {
      name: 'staff-surveys',
      es: '/gestion/encuestas',
      ca: '/gestio/enquestes',
      page: 'staff-surveys',
      requiresAuth: true,
      role: 'Gestor',
      menu: [{ id: 'staffSurveys', roles: ['Gestor'], order: 38 }],
    },
    {
      name: 'staff-survey-results',
      es: '/gestion/encuestas/:id/resultados',
      ca: '/gestio/enquestes/:id/resultats',
      page: 'staff-surveys',
      requiresAuth: true,
      role: 'Gestor',
      parent: 'staff-surveys',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    surveys: typeof feature;
  }
}
