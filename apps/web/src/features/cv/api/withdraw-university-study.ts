import { cvCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

/** POST /api/Alumno/bajaEstudioUniversidad {id}: withdraws a university study (kept for the record). */
export const withdrawUniversityStudy = (id: number) => callApi(cvCalls.withdrawUniversityStudy, { body: { id } });

export const useWithdrawUniversityStudy = () => useCvWrite(withdrawUniversityStudy);
