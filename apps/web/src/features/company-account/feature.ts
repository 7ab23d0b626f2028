import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'request-account': () => import('./routes/request-account'),
    'my-company': () => import('./routes/my-company'),
    'my-profile': () => import('./routes/my-profile'),
  },
  routes: [
    { name: 'request-account', es: '/solicitar-cuenta', ca: '/sollicitar-compte', page: 'request-account', guestOnly: true },
    {
      name: 'my-company',
      es: '/mi-empresa',
      ca: '/la-meva-empresa',
      page: 'my-company',
      requiresAuth: true,
      role: 'Empresa',
      menu: [{ id: 'myCompany', roles: ['Empresa'], order: 80, bar: true }],
    },
    {
      name: 'my-profile',
      es: '/mi-perfil',
      ca: '/el-meu-perfil',
      page: 'my-profile',
      requiresAuth: true,
      role: 'Empresa',
      menu: [{ id: 'myProfile', roles: ['Empresa'], order: 85, bar: true }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'company-account': typeof feature;
  }
}
