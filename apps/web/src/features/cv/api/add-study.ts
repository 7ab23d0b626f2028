import { cvCalls, type addStudyBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type AddStudyBody = z.output<typeof addStudyBody>;

/** POST /api/Alumno/addEstudio: a study from outside the university. */
export const addStudy = (body: AddStudyBody) => callApi(cvCalls.addStudy, { body });

export const useAddStudy = () => useCvWrite(addStudy);
