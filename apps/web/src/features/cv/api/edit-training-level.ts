import { cvCalls, type trainingLevelBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditTrainingLevelBody = z.output<typeof trainingLevelBody>;

/** POST /api/Alumno/editarNivelFormativoSNE {id}: the training level on the employment-service scale. */
export const editTrainingLevel = (body: EditTrainingLevelBody) => callApi(cvCalls.trainingLevel, { body });

export const useEditTrainingLevel = () => useCvWrite(editTrainingLevel);
