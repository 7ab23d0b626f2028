import { staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the back office's programmes: staff only; the guards of apps/api/src/guards read it. Another
 * institution's programme is 63 and its request 608 (staff-programmes.test.ts tries a Gestor of uib).
 */
export const accessEntries: AccessEntries = {
  'GET /api/Gestor/dameProgramasPracticasGestor': staff,
  'POST /api/Gestor/guardaProgramaPracticasGestor': staff,
  'POST /api/Gestor/abreProgramaPracticasGestor': staff,
  'GET /api/Gestor/dameAdhesionesProgramaGestor': staff,
  'POST /api/Gestor/resuelveAdhesionProgramaGestor': staff,
};
