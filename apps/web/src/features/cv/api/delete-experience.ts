import { cvCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useCvWrite, type CvWriteDatos } from './use-cv-write';

/** POST /api/Alumno/delExperiencia {id}: the attachment goes with it. */
export const deleteExperience = (id: number) => callApi<CvWriteDatos>(cvCalls.deleteExperience, { body: { id } });

export const useDeleteExperience = () => useCvWrite(deleteExperience);
