import { useMutation } from '@tanstack/react-query';
import { buildPath, homeCalls, type Guide } from '@portal/shared';
import { fetchFile, saveBlob } from '@/lib/file-download';

/** A guide whose file is stored by the portal (its `urlFichero` is the download call); others link elsewhere. */
export function isStoredGuideFile(guide: Guide): boolean {
  return guide.urlFichero.startsWith('/api/');
}

/** GET /api/Alumno/dameFicheroGuiaOrientacion/:id: the guide's file, fetched with the token and saved. */
export async function downloadGuideFile(guide: Guide) {
  const { blob, name } = await fetchFile(buildPath(homeCalls.guideFile.path, { id: guide.id }));
  saveBlob(blob, name ?? `${guide.titulo}.pdf`);
}

export const useDownloadGuideFile = () => useMutation({ mutationFn: downloadGuideFile });
