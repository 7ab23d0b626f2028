import { cvCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

/** POST /api/Alumno/delExperiencia {id}: the attachment goes with it. */
export const deleteExperience = (id: number) => callApi(cvCalls.deleteExperience, { body: { id } });

export const useDeleteExperience = () => useCvWrite(deleteExperience);
