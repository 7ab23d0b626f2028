import { useMutation } from '@tanstack/react-query';
import { Status, registrationCalls, type RegistrationBody, type SessionUser } from '@portal/shared';
import { ApiError, callApi } from '@/lib/api-client';

export interface RegistrationDatos {
  token: string;
  usuario: SessionUser;
}

/**
 * POST /api/Alumno/registrarUsuario (public): creates the candidate account and logs it in (notice 504, with the
 * token and the user). Refusals: 16 and 60 e-mail, 94 and 66 DNI/NIE, 104 not a DNI/NIE, 28 weak password, 48
 * registration closed on this brand.
 */
export async function register(body: RegistrationBody) {
  const { token, usuario } = await callApi(registrationCalls.register, { body, token: null });
  // The account is made but without a session the person could not go on: say so rather than pretend.
  if (!token || !usuario) throw new ApiError(Status.GeneralError);
  return { token, usuario };
}

export const useRegister = () => useMutation({ mutationFn: register, meta: { inlineErrors: true } });
