import type { FeatureManifest } from '@/config/feature';

/**
 * The events (spec 1 §2): the list and an event's page for a signed-in candidate (the calls are the candidate's),
 * where they enrol, leave and download the .ics; and the public page of an event, readable without signing in.
 */
export const feature = {
  pages: {
    events: () => import('./routes/events'),
    event: () => import('./routes/event'),
    'public-event': () => import('./routes/public-event'),
  },
  routes: [
    {
      name: 'events',
      es: '/eventos',
      ca: '/esdeveniments',
      page: 'events',
      requiresAuth: true,
      role: 'Alumno',
      available: (f) => f.hasEventos,
      menu: [{ id: 'events', roles: ['Alumno'], order: 65 }],
    },
    {
      name: 'event',
      es: '/eventos/:id',
      ca: '/esdeveniments/:id',
      page: 'event',
      requiresAuth: true,
      role: 'Alumno',
      available: (f) => f.hasEventos,
      parent: 'events',
    },
    { name: 'public-event', es: '/evento-publico/:id', ca: '/esdeveniment-public/:id', page: 'public-event', available: (f) => f.hasEventos },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    events: typeof feature;
  }
}
