import { cvCalls, type profileImageBody } from '@portal/shared';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { useCvWrite } from './use-cv-write';

export type EditProfileImageBody = z.output<typeof profileImageBody>;

/** POST /api/Alumno/editImagenPerfil {extension, ficheroB64}: the server scales it to 1000 px too. */
export const editProfileImage = (body: EditProfileImageBody) => callApi(cvCalls.profileImage, { body });

export const useEditProfileImage = () => useCvWrite(editProfileImage);
