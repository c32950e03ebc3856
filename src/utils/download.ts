import { t } from './i18n';
import { reportError } from './reportError';
import { RequestError, requestRaw, type RequestOptions } from './request';

/** Pure: the file name of a Content-Disposition header, RFC 5987 `filename*` first (keeps Chinese names). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  try {
    return name ? decodeURIComponent(name) : fallback;
  } catch {
    // not percent-encoded after all: the name as sent is still the best name
    return name || fallback;
  }
}

export interface DownloadOptions extends RequestOptions {
  /** file name when the server sends none */
  fallbackName: string;
  /** 0..1, or undefined when the size is unknown */
  onProgress?: (ratio: number | undefined, loaded: number) => void;
}

/** Reads a body with progress; the pipeline already turned errors into messages. */
async function readWithProgress(response: Response, onProgress?: DownloadOptions['onProgress']): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || undefined;
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as unknown as BlobPart);
    loaded += value.length;
    onProgress(total ? loaded / total : undefined, loaded);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

/** Hands a blob to the browser as a saved file named `name`. */
function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser reads the blob asynchronously after the click: free it later, not now
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads a file (an Excel export) through the one request pipeline and saves it under the
 * server's name. Every failure has been shown to the user when this rejects: HTTP and network
 * failures by the pipeline, a broken body or a refused save here. Rejects with a handled RequestError.
 */
export async function downloadFile(url: string, { fallbackName, onProgress, ...options }: DownloadOptions): Promise<string> {
  const { response } = await requestRaw<undefined>(url, { ...options, parseResponse: false, getResponse: undefined });
  try {
    const name = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
    const blob = await readWithProgress(response, onProgress);
    saveBlob(blob, name);
    return name;
  } catch (e) {
    if (!options.silent) reportError(e, { fallbackId: 'common.download.failed' });
    throw new RequestError(t('common.download.failed'), { status: response.status, kind: 'network', url, handled: true });
  }
}
