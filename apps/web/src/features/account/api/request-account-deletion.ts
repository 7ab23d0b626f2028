import { useMutation } from '@tanstack/react-query';
import { registrationCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type AccountDeletionDatos = DatosOf<typeof registrationCalls.requestDeletion>;

/**
 * POST /api/Alumno/solicitarBajaServicio (spec 2 §7.1): the candidate asks to leave the service and have the
 * personal data erased. Answered with notice 520; 48 when the brand does not allow it.
 */
export function requestAccountDeletion() {
  return callApi(registrationCalls.requestDeletion);
}

export const useRequestAccountDeletion = () => useMutation({ mutationFn: requestAccountDeletion });
