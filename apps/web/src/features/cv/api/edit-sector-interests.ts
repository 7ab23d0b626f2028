import { cvCalls, type sectorInterestsBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite, type CvWriteDatos } from './use-cv-write';

export type EditSectorInterestsBody = z.output<typeof sectorInterestsBody>;

/** POST /api/Alumno/editSectoresInteres {idsSectores}: replaces the sectors of interest. */
export const editSectorInterests = (body: EditSectorInterestsBody) => callApi<CvWriteDatos>(cvCalls.sectorInterests, { body });

export const useEditSectorInterests = () => useCvWrite(editSectorInterests);
