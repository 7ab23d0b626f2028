import { cvCalls, type activeSearchBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditActiveSearchInternshipsBody = z.output<typeof activeSearchBody>;

/** POST /api/Alumno/editDatosBusquedaActivaPracticas {activa}. */
export const editActiveSearchInternships = (body: EditActiveSearchInternshipsBody) => callApi(cvCalls.activeSearchInternships, { body });

export const useEditActiveSearchInternships = () => useCvWrite(editActiveSearchInternships);
