import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'offer-editor': () => import('./routes/offer-editor'),
    'my-offers': () => import('./routes/my-offers'),
    'offer-preview': () => import('./routes/offer-preview'),
  },
  routes: [
    {
      name: 'new-offer',
      es: '/nueva-oferta/:tipo?',
      ca: '/nova-oferta/:tipo?',
      page: 'offer-editor',
      requiresAuth: true,
      role: 'Empresa',
      isOferta: true,
      menu: [{ id: 'newOffer', roles: ['Empresa'], order: 20, bar: true }],
    },
    {
      name: 'edit-offer',
      es: '/editar-oferta/:idOferta',
      ca: '/edita-oferta/:idOferta',
      page: 'offer-editor',
      requiresAuth: true,
      role: 'Empresa',
      isOferta: true,
      parent: 'my-offers',
    },
    {
      name: 'my-offers',
      es: '/mis-ofertas',
      ca: '/les-meves-ofertes',
      page: 'my-offers',
      requiresAuth: true,
      role: 'Empresa',
      isOferta: true,
      menu: [{ id: 'myOffers', roles: ['Empresa'], order: 10, bar: true }],
    },
    {
      name: 'offer',
      es: '/oferta/:id',
      ca: '/ca/oferta/:id',
      page: 'offer-preview',
      requiresAuth: true,
      role: 'Empresa',
      isOferta: true,
      parent: 'my-offers',
    },
    {
      name: 'offer-preview',
      es: '/visor-oferta/:id',
      ca: '/ca/visor-oferta/:id',
      page: 'offer-preview',
      requiresAuth: true,
      role: 'Empresa',
      isOferta: true,
      parent: 'my-offers',
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'company-offers': typeof feature;
  }
}
