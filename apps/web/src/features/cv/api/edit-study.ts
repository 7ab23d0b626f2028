import { cvCalls, type editStudyBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditStudyBody = z.output<typeof editStudyBody>;

/** POST /api/Alumno/editEstudio: the whole study (a university one keeps its degree and start year; `oculto` hides it). */
export const editStudy = (body: EditStudyBody) => callApi(cvCalls.editStudy, { body });

export const useEditStudy = () => useCvWrite(editStudy);
