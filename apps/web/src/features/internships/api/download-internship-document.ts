import { useMutation } from '@tanstack/react-query';
import { buildPath, internshipCalls, type CandidateInternship } from '@portal/shared';
import { fetchFile, saveBlob } from '@/lib/file-download';

type InternshipDocument = CandidateInternship['documentos'][number];

/**
 * GET /api/Alumno/dameDocumentoPractica/:id: the file itself, fetched with the token and saved under the
 * document's name (45 when it is not one of the candidate's).
 */
export async function downloadInternshipDocument(document: InternshipDocument) {
  const { blob } = await fetchFile(buildPath(internshipCalls.document.path, { id: document.id }));
  saveBlob(blob, document.nombre);
}

export const useDownloadInternshipDocument = () => useMutation({ mutationFn: downloadInternshipDocument });
