import type { FeatureManifest } from '@/config/feature';

/**
 * Guides and help (spec 1 §2, §3): the institution's orientation guides (hasGuiasOrientacion), its career-guidance
 * page and its help page (hashelp), all for candidates. Menu order: after the CV (70), before help (80).
 */
export const feature = {
  pages: {
    guides: () => import('./routes/guides'),
    help: () => import('./routes/help'),
    'career-guidance': () => import('./routes/career-guidance'),
  },
  routes: [
    {
      name: 'guides',
      es: '/guias-orientacion',
      ca: '/guies-orientacio',
      page: 'guides',
      requiresAuth: true,
      role: 'Alumno',
      available: (f) => f.hasGuiasOrientacion,
      menu: [{ id: 'guides', roles: ['Alumno'], order: 75 }],
    },
    {
      name: 'career-guidance',
      es: '/orientacion-laboral',
      ca: '/orientacio-laboral',
      page: 'career-guidance',
      requiresAuth: true,
      role: 'Alumno',
      menu: [{ id: 'careerGuidance', roles: ['Alumno'], order: 77 }],
    },
    {
      name: 'help',
      es: '/ayuda',
      ca: '/ajuda',
      page: 'help',
      requiresAuth: true,
      role: 'Alumno',
      available: (f) => f.hashelp,
      menu: [{ id: 'help', roles: ['Alumno'], order: 80 }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'guides-help': typeof feature;
  }
}
