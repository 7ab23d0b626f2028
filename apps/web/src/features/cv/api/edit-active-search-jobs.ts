import { cvCalls, type activeSearchBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditActiveSearchJobsBody = z.output<typeof activeSearchBody>;

/** POST /api/Alumno/editDatosBusquedaActivaTrabajo {activa}. */
export const editActiveSearchJobs = (body: EditActiveSearchJobsBody) => callApi(cvCalls.activeSearchJobs, { body });

export const useEditActiveSearchJobs = () => useCvWrite(editActiveSearchJobs);
