import { cvCalls, type presentationBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditPresentationBody = z.output<typeof presentationBody>;

/** POST /api/Alumno/editPresentacion {texto}. */
export const editPresentation = (body: EditPresentationBody) => callApi(cvCalls.presentation, { body });

export const useEditPresentation = () => useCvWrite(editPresentation);
