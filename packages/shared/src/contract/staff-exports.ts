import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { auditQuery } from './staff-audit.ts';
import { staffCandidatesQuery } from './staff-candidates.ts';
import { staffCompaniesQuery } from './staff-companies.ts';
import { staffOffersQuery } from './staff-offers.ts';
import { zId } from './staff-common.ts';

/**
 * CSV exports of the back-office lists: the same filters as the list (the page number is ignored: every matching
 * row), answered as a file, not an envelope. One writer on the server (UTF-8 with a byte-order mark, ';' between
 * cells, cells that a spreadsheet would run as a formula prefixed with an apostrophe).
 */
const csv = z.unknown().describe('text/csv; charset=utf-8 (with BOM, ";" separated)');

export const staffExportCalls = {
  companies: defineCall({
    name: 'exportaEmpresasGestor',
    method: 'GET',
    path: '/api/Gestor/exportaEmpresasGestor',
    roles: ['Gestor'],
    summary: 'The companies of a state (and text) as CSV, every row',
    query: staffCompaniesQuery,
    datos: csv,
  }),
  offers: defineCall({
    name: 'exportaOfertasGestor',
    method: 'GET',
    path: '/api/Gestor/exportaOfertasGestor',
    roles: ['Gestor'],
    summary: 'The offers of the filters as CSV, every row',
    query: staffOffersQuery,
    datos: csv,
  }),
  candidacies: defineCall({
    name: 'exportaCandidaturasOfertaGestor',
    method: 'GET',
    path: '/api/Gestor/exportaCandidaturasOfertaGestor/:idOferta',
    roles: ['Gestor'],
    summary: 'Every candidacy of an offer as CSV (608 for an offer of another institution)',
    params: z.object({ idOferta: zId }),
    datos: csv,
  }),
  candidates: defineCall({
    name: 'exportaCandidatosGestor',
    method: 'GET',
    path: '/api/Gestor/exportaCandidatosGestor',
    roles: ['Gestor'],
    summary: 'The candidates of the filters as CSV, every row',
    query: staffCandidatesQuery,
    datos: csv,
  }),
  audit: defineCall({
    name: 'exportaRegistroAuditoria',
    method: 'GET',
    path: '/api/Gestor/exportaRegistroAuditoria',
    roles: ['Gestor'],
    summary: 'The audit log of the filters as CSV, every row (at most 50,000, newest first)',
    query: auditQuery,
    datos: csv,
  }),
} as const;
