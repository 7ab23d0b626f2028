import type { FastifyInstance } from 'fastify';
import { staffDashboardCalls as calls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { dashboardCounts } from './staff-dashboard.service.ts';

export function staffDashboardRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  registerCall(app, calls.dashboard, async ({ actor, db, query }) => {
    const { monthly, current, agreements } = await dashboardCounts(await db(), actor, query.meses ?? 12, deps.now());
    return {
      meses: monthly.map((m) => ({ mes: m.mes, ofertasPublicadas: m.published, candidaturas: m.candidacies, colocaciones: m.placements, empresasAlta: m.companies })),
      pendientes: { empresas: current.companies, ofertas: current.offers },
      ofertasPublicadasAhora: current.published,
      conveniosPorEstado: agreements,
    };
  });
}
