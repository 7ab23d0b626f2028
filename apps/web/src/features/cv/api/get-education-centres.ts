import { queryOptions, useQuery } from '@tanstack/react-query';
import { domainsCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { cvQueryKeys } from '../query-keys';

export type EducationCentre = DatosOf<typeof domainsCalls.centresOfProvince>[number];

/** GET /api/Dominios/centrosEducativosDeProvincia/:id: the institution's centres in a province. */
export function getEducationCentres(provinceId: number) {
  return callApi(domainsCalls.centresOfProvince, { params: { id: provinceId }, token: null });
}

export const educationCentresQueryOptions = (provinceId: number | null) =>
  queryOptions({
    queryKey: cvQueryKeys.educationCentres(provinceId),
    queryFn: () => getEducationCentres(provinceId ?? 0),
    enabled: provinceId !== null,
    staleTime: Infinity,
  });

export const useEducationCentres = (provinceId: number | null) => useQuery(educationCentresQueryOptions(provinceId));
