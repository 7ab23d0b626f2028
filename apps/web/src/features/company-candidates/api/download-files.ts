import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildPath, companyCandidatesCalls } from '@portal/shared';
import { blobAsDataUrl, fetchFile, saveBlob } from '@/lib/file-download';
import { companyCandidatesQueryKeys } from '../query-keys';

/** GET /api/Empresa/dameCvCandidatoPdf/:id: the CV generated on the server, saved under the server's name. */
export async function downloadCvPdf(idCandidatura: number, fallbackName: string): Promise<void> {
  const { blob, name } = await fetchFile(buildPath(companyCandidatesCalls.cvPdf.path, { id: idCandidatura }));
  saveBlob(blob, name ?? fallbackName);
}

/** GET /api/Empresa/dameFicheroCandidato/:id/:idFichero: a document or attachment the CV shows. */
export async function downloadCandidateFile(idCandidatura: number, idFichero: string, fallbackName: string): Promise<void> {
  const { blob, name } = await fetchFile(buildPath(companyCandidatesCalls.cvFile.path, { id: idCandidatura, idFichero }));
  saveBlob(blob, name ?? fallbackName);
}

/** The candidate's profile photo, when the CV has one: a file of the CV like the others, shown in place of initials. */
export const candidatePhotoQueryOptions = (idCandidatura: number, idFichero: string | null) =>
  queryOptions({
    queryKey: companyCandidatesQueryKeys.photo(idCandidatura, idFichero),
    queryFn: async () => blobAsDataUrl((await fetchFile(buildPath(companyCandidatesCalls.cvFile.path, { id: idCandidatura, idFichero: idFichero ?? '' }))).blob),
    enabled: idFichero !== null,
    staleTime: Infinity,
    meta: { inlineErrors: true },
  });

export const useCandidatePhoto = (idCandidatura: number, idFichero: string | null) => useQuery(candidatePhotoQueryOptions(idCandidatura, idFichero));
