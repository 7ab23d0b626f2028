import type { FeatureManifest } from '@/config/feature';

/**
 * The sections that arrive with the next releases (events, surveys, programmes, agreements, education
 * requests...): their routes exist so links and the spec's paths work, and they render the honest placeholder page.
 * None has a menu entry: a menu lists what can be done today (docs/decisions.md, "Navigation"). When a section gets
 * its feature, its routes move to that feature's manifest, and its menu entry comes with them.
 */
export const feature = {
  pages: {
    'coming-soon': () => import('./routes/coming-soon'),
  },
  routes: [
    { name: 'public-event', es: '/evento-publico/:id', ca: '/esdeveniment-public/:id', page: 'coming-soon' },
    { name: 'survey', es: '/encuestas/:id', ca: '/enquestes/:id', page: 'coming-soon' },
    { name: 'survey-access', es: '/encuestas/:id/acceso', ca: '/enquestes/:id/acces', page: 'coming-soon' },
    { name: 'sso', es: '/acceso', ca: '/acces', page: 'coming-soon', guestOnly: true },
    { name: 'events', es: '/eventos', ca: '/esdeveniments', page: 'coming-soon', requiresAuth: true, available: (f) => f.hasEventos },
    {
      name: 'event',
      es: '/eventos/:id',
      ca: '/esdeveniments/:id',
      page: 'coming-soon',
      requiresAuth: true,
      available: (f) => f.hasEventos,
      parent: 'events',
    },
    // Spec route name: ficha_encuestas.
    {
      name: 'surveys',
      es: '/encuestas',
      ca: '/enquestes',
      page: 'coming-soon',
      requiresAuth: true,
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    placeholder: typeof feature;
  }
}
