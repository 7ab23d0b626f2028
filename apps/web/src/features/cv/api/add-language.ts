import { cvCalls, type addLanguageBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type AddLanguageBody = z.output<typeof addLanguageBody>;

/** POST /api/Alumno/addIdioma {idIdioma, idNivel, certificado}. */
export const addLanguage = (body: AddLanguageBody) => callApi(cvCalls.addLanguage, { body });

export const useAddLanguage = () => useCvWrite(addLanguage);
