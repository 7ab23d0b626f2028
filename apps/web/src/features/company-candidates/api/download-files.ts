import { buildPath, companyProcessCalls } from '@portal/shared';
import { fetchFile, saveBlob } from '@/lib/file-download';

/** GET /api/Empresa/dameCvCandidatoPdf/:id: the CV generated on the server, saved under the server's name. */
export async function downloadCvPdf(idCandidatura: number, fallbackName: string): Promise<void> {
  const { blob, name } = await fetchFile(buildPath(companyProcessCalls.cvPdf.path, { id: idCandidatura }));
  saveBlob(blob, name ?? fallbackName);
}

/** GET /api/Empresa/dameFicheroCandidato/:id/:idFichero: a document or attachment the CV shows. */
export async function downloadCandidateFile(idCandidatura: number, idFichero: string, fallbackName: string): Promise<void> {
  const { blob, name } = await fetchFile(buildPath(companyProcessCalls.cvFile.path, { id: idCandidatura, idFichero }));
  saveBlob(blob, name ?? fallbackName);
}
