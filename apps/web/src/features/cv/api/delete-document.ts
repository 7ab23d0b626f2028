import { cvCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

/** POST /api/Alumno/delDoc {id}: the file goes with it. */
export const deleteDocument = (id: number) => callApi(cvCalls.deleteDocument, { body: { id } });

export const useDeleteDocument = () => useCvWrite(deleteDocument);
