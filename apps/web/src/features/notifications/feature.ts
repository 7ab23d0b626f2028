import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    notifications: () => import('./routes/notifications-page'),
  },
  routes: [
    // Every role: the whole list (the bell's panel shows the newest) and how to hear of each kind.
    { name: 'notifications', es: '/notificaciones', ca: '/notificacions', page: 'notifications', requiresAuth: true },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    notifications: typeof feature;
  }
}
