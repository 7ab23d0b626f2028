import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffAgreementCalls, type StaffAgreementDetail } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { downloadCall } from '@/lib/file-download';
import { staffAgreementsQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameConvenioGestor/:idConvenio: the agreement with its data, next states and history. */
export function getAgreement(idConvenio: number): Promise<StaffAgreementDetail> {
  return callApi(staffAgreementCalls.detail, { params: { idConvenio } });
}

// The company and other staff members move agreements too: read it again each time the page opens.
export const agreementQueryOptions = (idConvenio: number) =>
  queryOptions({ ...changedByOthers, queryKey: staffAgreementsQueryKeys.agreement(idConvenio), queryFn: () => getAgreement(idConvenio) });

export const useAgreement = (idConvenio: number) => useQuery(agreementQueryOptions(idConvenio));

/** GET /api/Gestor/ficheroConvenioGestor/:idConvenio: the agreement's PDF, offered as a download. */
export function downloadAgreementPdf(idConvenio: number): Promise<void> {
  return downloadCall(staffAgreementCalls.file, { params: { idConvenio } }, `convenio-${idConvenio}.pdf`);
}
