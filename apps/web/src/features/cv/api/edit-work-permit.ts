import { cvCalls, type workPermitBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditWorkPermitBody = z.output<typeof workPermitBody>;

/** POST /api/Alumno/editPermisoTrabajo {permiso}. */
export const editWorkPermit = (body: EditWorkPermitBody) => callApi(cvCalls.workPermit, { body });

export const useEditWorkPermit = () => useCvWrite(editWorkPermit);
