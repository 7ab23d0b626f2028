import { cvCalls, type addUniversityStudyBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type AddUniversityStudyBody = z.output<typeof addUniversityStudyBody>;

/** POST /api/Alumno/addEstudioUniversidad: a degree of the institution. */
export const addUniversityStudy = (body: AddUniversityStudyBody) => callApi(cvCalls.addUniversityStudy, { body });

export const useAddUniversityStudy = () => useCvWrite(addUniversityStudy);
