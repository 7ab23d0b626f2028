import { cvCalls, type softwareBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditSoftwareBody = z.output<typeof softwareBody>;

/** POST /api/Alumno/editConocimientosInformaticos {idsProgramas}: replaces the computer programmes. */
export const editSoftware = (body: EditSoftwareBody) => callApi(cvCalls.software, { body });

export const useEditSoftware = () => useCvWrite(editSoftware);
