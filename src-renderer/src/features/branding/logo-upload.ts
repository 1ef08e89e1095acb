import { LOGO_MAX_BYTES, type UploadedLogo } from '../../../../server/contract/branding';
import { ROUTES } from '../../../../server/contract/routes';
import { isApiError } from '../../api/api-error';
import { uploadWithProgress } from '../../api/upload';

/** The limit in the words of the card's hint and its refusal ('up to 1MB'): one number for both. */
export const LOGO_MAX_MEGABYTES = LOGO_MAX_BYTES / (1024 * 1024);
/** An upload still going after this long is given up ('Upload timed out. Please try again.'). */
export const LOGO_UPLOAD_TIMEOUT_MS = 60_000;

export type LogoRefusal = 'notImage' | 'tooBig';

/**
 * The checks made before sending (spec part 2 §5): an image, under 1 MB. The server checks again
 * from the bytes (a text file named .png is refused there).
 */
export function checkLogoFile(file: Pick<File, 'type' | 'size'>): LogoRefusal | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > LOGO_MAX_BYTES) return 'tooBig';
  return null;
}

/** What became of an upload, for its toast. */
export type LogoUploadResult =
  | { kind: 'uploaded'; url: string }
  /** The server took the file but answered no address ('Upload issue'). */
  | { kind: 'noUrl' }
  /** `message`: the server's own reason, shown when it gave one. */
  | { kind: 'failed'; reason: 'timeout' | 'network' | 'server'; message?: string }
  /** The page went away. */
  | { kind: 'cancelled' };

type Send = (body: FormData, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<UploadedLogo>;

const sendLogo: Send = (body, onProgress, signal) =>
  uploadWithProgress(ROUTES.branding.uploadLogo, { params: undefined, body, onProgress, signal });

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface UploadLogoOptions {
  onProgress?: (percent: number) => void;
  /** Cancels the upload (the page closed). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Tests only: sends the form. */
  send?: Send;
}

/**
 * Sends the logo as the multipart field `file` (POST /api/tenant-branding/upload/logo) and answers
 * its address; the page then puts it in the form, saved with Save Changes.
 */
export async function uploadLogo(
  file: Blob & { name?: string },
  options: UploadLogoOptions = {},
): Promise<LogoUploadResult> {
  const { onProgress = () => undefined, signal, timeoutMs = LOGO_UPLOAD_TIMEOUT_MS, send = sendLogo } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  const body = new FormData();
  body.append('file', file, file.name ?? 'logo');
  try {
    const answer = await send(body, onProgress, controller.signal);
    const url = typeof answer?.url === 'string' ? answer.url.trim() : '';
    return url === '' ? { kind: 'noUrl' } : { kind: 'uploaded', url };
  } catch (error) {
    if (timedOut) return { kind: 'failed', reason: 'timeout' };
    if (isAbort(error)) return { kind: 'cancelled' };
    if (isApiError(error)) {
      if (error.isNetworkFailure) return { kind: 'failed', reason: 'network' };
      if (error.status === 408 || error.status === 504) return { kind: 'failed', reason: 'timeout' };
      // A 5xx carries no reason worth showing (the server hides its details).
      const message = error.status < 500 ? error.message.trim() : '';
      return message === '' ? { kind: 'failed', reason: 'server' } : { kind: 'failed', reason: 'server', message };
    }
    return { kind: 'failed', reason: 'server' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
