import { cvCalls, type accountEmailBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditAccountEmailBody = z.output<typeof accountEmailBody>;

/** POST /api/Alumno/editDatosEmail {email}: the e-mail the candidate logs in with. */
export const editAccountEmail = (body: EditAccountEmailBody) => callApi(cvCalls.accountEmail, { body });

export const useEditAccountEmail = () => useCvWrite(editAccountEmail);
