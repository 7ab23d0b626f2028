import { z } from 'zod';
import { defineCall } from './define-call.ts';

export const publicConfigDatos = z.object({
  institucion: z.object({ id: z.string(), nombre: z.string() }),
  marca: z.record(z.string(), z.unknown()).describe('The BrandConfig of the institution (see packages/shared/src/brands)'),
  version: z.string(),
  mantenimiento: z.boolean(),
  produccion: z.boolean().describe('False on demo/development deployments, where demo accounts exist'),
  accesoUnico: z.boolean().describe("Whether the institution's single sign-on is on (the login page offers it)"),
});

export const publicCalls = {
  configuration: defineCall({
    name: 'configuracion',
    method: 'GET',
    path: '/api/Publico/configuracion',
    roles: 'public',
    summary: "The institution resolved from the host name, its brand configuration and the service's state",
    datos: publicConfigDatos,
  }),
} as const;
