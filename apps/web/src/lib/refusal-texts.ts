import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffContentItemCalls, type Language, type StaffRejectionReason } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';

/**
 * The canned texts of a send-back or a rejection (offers and company requests queues): the institution's rejection reasons (staff-content's
 * catalogue, `dameMotivosRechazoGestor`), the active ones a company may read (not the student's own), in the
 * interface language. Staff pick one and may still edit it before it is mailed.
 */
export const refusalTextsQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.refusalTexts, queryFn: () => callApi(staffContentItemCalls.rejectionReasons) });

const labelOf = (reason: StaffRejectionReason, language: Language) =>
  language === 'ca' ? reason.descripcionCa : language === 'en' ? reason.descripcionEn : reason.descripcionEs;

export function useRefusalTexts(language: Language) {
  const reasons = useQuery(refusalTextsQueryOptions());
  return (reasons.data ?? []).filter((r) => r.activo && !r.paraAlumnos).map((r) => ({ id: r.idMotivo, text: labelOf(r, language) }));
}
