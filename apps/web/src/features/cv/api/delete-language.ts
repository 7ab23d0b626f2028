import { cvCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

/** POST /api/Alumno/delIdioma {id}. */
export const deleteLanguage = (id: number) => callApi(cvCalls.deleteLanguage, { body: { id } });

export const useDeleteLanguage = () => useCvWrite(deleteLanguage);
