import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { cvCalls, Status } from '@portal/shared';
import { ApiError, NETWORK_FAILURE_MESSAGE } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { showNotice } from '@/lib/notices';
import { endSession, getToken, isTokenExpired } from '@/lib/session';
import { readAsDataUrl } from '../utils/uploads';

const FILE_PATH_PREFIX = cvCalls.file.path.slice(0, cvCalls.file.path.indexOf(':'));

function sessionLost(): ApiError {
  endSession('lost');
  showNotice({ status: Status.SessionExpired });
  return new ApiError(Status.SessionExpired);
}

/**
 * GET /api/Alumno/fichero/:id: one of the candidate's own files. The answer is the file itself, not an envelope,
 * and it needs the session token, so it cannot be a plain link: the bytes are fetched here and handed to the page.
 * A refusal (608 not found, 2 session over) still comes as an envelope.
 */
export async function getOwnFile(url: string): Promise<Blob> {
  if (!url.startsWith(FILE_PATH_PREFIX)) throw new ApiError(Status.NotFound);
  const token = getToken();
  if (!token || isTokenExpired(token)) throw sessionLost();
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': currentLanguage() } });
  } catch {
    throw new ApiError(Status.ServiceUnavailable, { mensaje: NETWORK_FAILURE_MESSAGE });
  }
  const isEnvelope = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok && !isEnvelope) return response.blob();
  const body: unknown = await response.json().catch(() => undefined);
  const status = typeof body === 'object' && body !== null && typeof (body as { status?: unknown }).status === 'number' ? (body as { status: number }).status : Status.ServiceUnavailable;
  if (status === Status.SessionExpired) throw sessionLost();
  throw new ApiError(status, { httpStatus: response.status });
}

/** Saves a file under its name: the bytes become an object URL that a download link opens, then is released. */
export async function downloadOwnFile({ url, fileName }: { url: string; fileName: string }): Promise<void> {
  const objectUrl = URL.createObjectURL(await getOwnFile(url));
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns; releasing it a minute later is safe on every browser.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

export const useDownloadOwnFile = () => useMutation({ mutationFn: downloadOwnFile });

/** The profile photo as a data URL an <img> can show (small: at most 1000 px a side). */
export const ownImageQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: ['cv-own-image', url],
    queryFn: async () => readAsDataUrl(await getOwnFile(url ?? '')),
    enabled: url !== null,
    staleTime: Infinity,
    meta: { inlineErrors: true },
  });

export const useOwnImage = (url: string | null) => useQuery(ownImageQueryOptions(url));
