import { cvCalls, type editLanguageBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditLanguageBody = z.output<typeof editLanguageBody>;

/** POST /api/Alumno/editIdioma {id, idIdioma, idNivel, certificado}. */
export const editLanguage = (body: EditLanguageBody) => callApi(cvCalls.editLanguage, { body });

export const useEditLanguage = () => useCvWrite(editLanguage);
