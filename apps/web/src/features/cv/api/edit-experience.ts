import { cvCalls, type editExperienceBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditExperienceBody = z.output<typeof editExperienceBody>;

/** POST /api/Alumno/editExperiencia: the whole experience; the attachment stays unless replaced or `quitarAdjunto`. */
export const editExperience = (body: EditExperienceBody) => callApi(cvCalls.editExperience, { body });

export const useEditExperience = () => useCvWrite(editExperience);
