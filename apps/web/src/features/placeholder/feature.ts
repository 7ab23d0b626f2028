import type { FeatureManifest } from '@/config/feature';

/**
 * The sections that arrive with the next releases (single sign-on...): their routes exist so links and the spec's paths work, and they render the honest placeholder page.
 * None has a menu entry: a menu lists what can be done today (docs/decisions.md, "Navigation"). When a section gets
 * its feature, its routes move to that feature's manifest, and its menu entry comes with them.
 */
export const feature = {
  pages: {
    'coming-soon': () => import('./routes/coming-soon'),
  },
  routes: [
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    placeholder: typeof feature;
  }
}
