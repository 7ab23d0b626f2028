import { cvCalls, type addExperienceBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type AddExperienceBody = z.output<typeof addExperienceBody>;

/** POST /api/Alumno/addExperiencia: an experience, optionally with its attachment. */
export const addExperience = (body: AddExperienceBody) => callApi(cvCalls.addExperience, { body });

export const useAddExperience = () => useCvWrite(addExperience);
