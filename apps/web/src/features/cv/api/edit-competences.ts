import { cvCalls, type competencesBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditCompetencesBody = z.output<typeof competencesBody>;

/** POST /api/Alumno/editCompetencias {idsCompetencias}: replaces the competences. */
export const editCompetences = (body: EditCompetencesBody) => callApi(cvCalls.competences, { body });

export const useEditCompetences = () => useCvWrite(editCompetences);
