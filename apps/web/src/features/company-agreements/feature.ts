import type { FeatureManifest } from '@/config/feature';

export const feature = {
  pages: {
    'new-agreement': () => import('./routes/new-agreement'),
    'upload-signed-agreement': () => import('./routes/upload-signed-agreement'),
  },
  routes: [
    {
      name: 'new-agreement',
      es: '/nuevo-convenio-colaboracion',
      ca: '/nou-conveni-collaboracio',
      page: 'new-agreement',
      requiresAuth: true,
      role: 'Empresa',
      // Where the brand has no agreement creation, the route sends home (and the menu leaves it out).
      available: (f) => f.canCrearConvenios,
      parent: 'documentation',
      menu: [{ id: 'newAgreement', roles: ['Empresa'], order: 71 }],
    },
    {
      name: 'upload-agreement',
      es: '/subir-convenio-firmado',
      ca: '/pujar-conveni-signat',
      page: 'upload-signed-agreement',
      requiresAuth: true,
      role: 'Empresa',
      // The brand flag that gates uploading agreements (spec 1 "Brand flags gate: ... uploading agreements").
      available: (f) => f.canSubirConvenios,
      parent: 'documentation',
      menu: [{ id: 'uploadAgreement', roles: ['Empresa'], order: 72 }],
    },
  ],
} as const satisfies FeatureManifest;

declare module '@/config/feature' {
  interface Features {
    'company-agreements': typeof feature;
  }
}
