import { cvCalls, type practicePeriodBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditPracticePeriodBody = z.output<typeof practicePeriodBody>;

/** POST /api/Alumno/editDatosPreferenciaPracticas {idPeriodoPreferencia}. */
export const editPracticePeriod = (body: EditPracticePeriodBody) => callApi(cvCalls.practicePeriod, { body });

export const useEditPracticePeriod = () => useCvWrite(editPracticePeriod);
