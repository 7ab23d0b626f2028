import { cvCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

/** POST /api/Alumno/delEstudio {id}: 48 for a university study, 62 for the last one. */
export const deleteStudy = (id: number) => callApi(cvCalls.deleteStudy, { body: { id } });

export const useDeleteStudy = () => useCvWrite(deleteStudy);
