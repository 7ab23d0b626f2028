import { cvCalls, type addDocumentBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type AddDocumentBody = z.output<typeof addDocumentBody>;

/** POST /api/Alumno/addDoc: a document given as a file or as a link. */
export const addDocument = (body: AddDocumentBody) => callApi(cvCalls.addDocument, { body });

export const useAddDocument = () => useCvWrite(addDocument);
