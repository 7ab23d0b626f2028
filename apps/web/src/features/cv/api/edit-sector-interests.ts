import { cvCalls, type sectorInterestsBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditSectorInterestsBody = z.output<typeof sectorInterestsBody>;

/** POST /api/Alumno/editSectoresInteres {idsSectores}: replaces the sectors of interest. */
export const editSectorInterests = (body: EditSectorInterestsBody) => callApi(cvCalls.sectorInterests, { body });

export const useEditSectorInterests = () => useCvWrite(editSectorInterests);
