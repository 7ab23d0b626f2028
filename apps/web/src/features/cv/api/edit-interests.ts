import { cvCalls, type interestsBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditInterestsBody = z.output<typeof interestsBody>;

/** POST /api/Alumno/editInteres {idsTags}: replaces the interest tags. */
export const editInterests = (body: EditInterestsBody) => callApi(cvCalls.interests, { body });

export const useEditInterests = () => useCvWrite(editInterests);
