import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { zOptional } from '../validation/schemas.ts';
import { AGREEMENT_STATES } from '../constants/agreement-states.ts';

/** The back office's dashboard: what the service did, per calendar month, and where things stand now. */
export const dashboardQuery = z.object({ meses: zOptional(z.coerce.number().int('integer').min(1, 'range').max(36, 'range')) });

export const dashboardMonth = z.object({
  mes: z.string().describe('yyyy-mm'),
  ofertasPublicadas: z.number(),
  candidaturas: z.number(),
  colocaciones: z.number().describe('Candidacies that reached "selected" (state 5) that month'),
  empresasAlta: z.number().describe('Company accounts requested that month'),
});

export const staffDashboardCalls = {
  dashboard: defineCall({
    name: 'dameCuadroMandoGestor',
    method: 'GET',
    path: '/api/Gestor/dameCuadroMandoGestor',
    roles: ['Gestor'],
    summary: 'Counts per month of the last `meses` months (default 12), oldest first, and the current queues',
    query: dashboardQuery,
    datos: z.object({
      meses: z.array(dashboardMonth),
      pendientes: z.object({ empresas: z.number(), ofertas: z.number() }),
      ofertasPublicadasAhora: z.number(),
      conveniosPorEstado: z.record(z.enum(AGREEMENT_STATES), z.number()).describe('Agreements of the institution in each state now'),
    }),
  }),
} as const;
