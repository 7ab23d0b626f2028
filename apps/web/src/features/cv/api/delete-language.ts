import { cvCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useCvWrite, type CvWriteDatos } from './use-cv-write';

/** POST /api/Alumno/delIdioma {id}. */
export const deleteLanguage = (id: number) => callApi<CvWriteDatos>(cvCalls.deleteLanguage, { body: { id } });

export const useDeleteLanguage = () => useCvWrite(deleteLanguage);
