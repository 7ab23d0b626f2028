import { Status, buildPath, type CallDefinition, type Envelope } from '@portal/shared';
import { ApiError, apiHeaders, NETWORK_FAILURE_MESSAGE, sessionLost, toSearch, tokenToSend } from '@/lib/api-client';

/**
 * The calls that answer with the file itself (not the envelope) need the bearer token, so a plain link cannot
 * open them: the file is fetched and handed over as a blob. A refusal still comes as the envelope and becomes
 * the same ApiError the API client throws; code 2 ends the session as it does there.
 */
export async function fetchFile(path: string): Promise<{ blob: Blob; name: string | undefined }> {
  const token = tokenToSend(undefined);
  let response: Response;
  try {
    response = await fetch(path, { headers: apiHeaders(token) });
  } catch {
    throw new ApiError(Status.ServiceUnavailable, { mensaje: NETWORK_FAILURE_MESSAGE });
  }
  const isEnvelope = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok && !isEnvelope) return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition')) };

  const body = (await response.json().catch(() => undefined)) as Partial<Envelope> | undefined;
  const status = typeof body?.status === 'number' ? body.status : Status.ServiceUnavailable;
  const mensaje = typeof body?.mensaje === 'string' ? body.mensaje : undefined;
  const error = new ApiError(status, { mensaje, httpStatus: response.status });
  throw status === Status.SessionExpired ? sessionLost(error) : error;
}

/** The name the server gives the file (RFC 6266: the UTF-8 `filename*` first, else the plain one). */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall back to the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}

/**
 * Offers the blob as a download with its own name. The browser reads the object URL after the click returns;
 * releasing it a minute later is safe on every browser.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches a file call of the contract (path parameters and query string filled as callApi does) and offers it as
 * a download under the server's name, or `fallbackName` when the server gives none. The back office's CSV
 * exports use it with the same filters as the list on screen.
 */
export async function downloadCall(
  call: CallDefinition,
  input: { params?: Record<string, string | number>; query?: object } = {},
  fallbackName = 'download',
): Promise<void> {
  const { blob, name } = await fetchFile(buildPath(call.path, input.params) + toSearch(input.query));
  saveBlob(blob, name ?? fallbackName);
}

/** A fetched image as a data URL an <img> can show without an object URL to release (read in chunks: photos are small). */
export async function blobAsDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
