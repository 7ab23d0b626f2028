import { cvCalls, type personalDataBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditPersonalDataBody = z.output<typeof personalDataBody>;

/** POST /api/Alumno/editDatosPersonales: the personal data, under the brand field rules. */
export const editPersonalData = (body: EditPersonalDataBody) => callApi(cvCalls.personalData, { body });

export const useEditPersonalData = () => useCvWrite(editPersonalData);
