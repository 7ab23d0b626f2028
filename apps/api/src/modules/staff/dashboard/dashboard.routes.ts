import type { FastifyInstance } from 'fastify';
import { staffDashboardCalls as calls } from '@portal/shared';
import { registerCall } from '../../../lib/contract-route.ts';
import { currentCounts, monthlyCounts } from './dashboard.repository.ts';
import { countAgreementsByState } from '../agreements/index.ts';

export function staffDashboardRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  registerCall(app, calls.dashboard, async ({ actor, db, query }) => {
    const handle = await db();
    const months = await monthlyCounts(handle, actor.institutionId, query.meses ?? 12, deps.now());
    const current = await currentCounts(handle, actor.institutionId);
    const agreements = await countAgreementsByState(handle, actor.institutionId);
    return {
      meses: months.map((m) => ({ mes: m.mes, ofertasPublicadas: m.published, candidaturas: m.candidacies, colocaciones: m.placements, empresasAlta: m.companies })),
      pendientes: { empresas: current.companies, ofertas: current.offers },
      ofertasPublicadasAhora: current.published,
      conveniosPorEstado: agreements,
    };
  });
}
