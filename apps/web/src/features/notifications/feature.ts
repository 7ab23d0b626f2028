import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    notifications: () => import('./routes/notifications-page'),
    'digest-unsubscribe': () => import('./routes/digest-unsubscribe-page'),
  },
  routes: [
    // Every role: the whole list (the bell's panel shows the newest) and how to hear of each kind.
    { name: 'notifications', es: '/notificaciones', ca: '/notificacions', page: 'notifications', requiresAuth: true },
    // The daily summary's way out, opened from the mail: signed in or not, the link names the reader.
    { name: 'digest-unsubscribe', es: '/baja-resumen', ca: '/baixa-resum', page: 'digest-unsubscribe' },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    notifications: typeof feature;
  }
}
