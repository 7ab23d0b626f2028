import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { cvCalls, Status } from '@portal/shared';
import { ApiError } from '@/lib/api-client';
import { fetchFile, saveBlob } from '@/lib/file-download';
import { readAsDataUrl } from '@/lib/file-upload';
import { cvQueryKeys } from '../query-keys';

const FILE_PATH_PREFIX = cvCalls.file.path.slice(0, cvCalls.file.path.indexOf(':'));

/**
 * GET /api/Alumno/fichero/:id: one of the candidate's own files. The answer is the file itself, not an envelope,
 * and it needs the session token, so it cannot be a plain link: the bytes are fetched and handed to the page.
 */
export async function getOwnFile(url: string) {
  if (!url.startsWith(FILE_PATH_PREFIX)) throw new ApiError(Status.NotFound);
  return (await fetchFile(url)).blob;
}

/** Saves a file under its name. */
export async function downloadOwnFile({ url, fileName }: { url: string; fileName: string }) {
  saveBlob(await getOwnFile(url), fileName);
}

export const useDownloadOwnFile = () => useMutation({ mutationFn: downloadOwnFile });

/** The profile photo as a data URL an <img> can show (small: at most 1000 px a side). */
export const ownImageQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: cvQueryKeys.ownImage(url),
    queryFn: async () => readAsDataUrl(await getOwnFile(url ?? '')),
    enabled: url !== null,
    staleTime: Infinity,
    meta: { inlineErrors: true },
  });

export const useOwnImage = (url: string | null) => useQuery(ownImageQueryOptions(url));
