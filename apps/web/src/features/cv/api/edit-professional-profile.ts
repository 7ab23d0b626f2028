import { cvCalls, type professionalProfileBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditProfessionalProfileBody = z.output<typeof professionalProfileBody>;

/** POST /api/Alumno/editProfesionales: driving licences, own car, travel, relocation, working now. */
export const editProfessionalProfile = (body: EditProfessionalProfileBody) => callApi(cvCalls.professional, { body });

export const useEditProfessionalProfile = () => useCvWrite(editProfessionalProfile);
