import type { PracticeDataField } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { createCandidateDataRepository, type PersonalDataRow } from './candidate-data.repository.ts';

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * What the service needs to register an internship (faltaDatosNecesariosPorPractica, notice 518): the identity
 * document and birth date (the agreement), the social security number (interns are registered with the Social
 * Security), and the IBAN when a grant is paid. One rule for the check call, internship enrolment and proposals.
 */
export function missingPracticeData(row: PersonalDataRow | undefined, paysGrant: boolean): PracticeDataField[] {
  const faltan: PracticeDataField[] = [];
  if (!filled(row?.document_number)) faltan.push('documento');
  if (!filled(row?.birth_date)) faltan.push('fechaNacimiento');
  if (!filled(row?.social_security_number)) faltan.push('numeroSeguridadSocial');
  if (paysGrant && !filled(row?.iban)) faltan.push('iban');
  return faltan;
}

export async function loadMissingPracticeData(db: DbHandle, institutionId: string, userId: number, paysGrant: boolean): Promise<PracticeDataField[]> {
  return missingPracticeData(await createCandidateDataRepository(db).personalData(institutionId, userId), paysGrant);
}
