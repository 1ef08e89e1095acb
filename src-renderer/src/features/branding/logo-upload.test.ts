import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_MAX_BYTES } from '../../../../server/contract/branding';
import { ApiError, NETWORK_FAILURE } from '../../api/api-error';
import { checkLogoFile, LOGO_MAX_MEGABYTES, LOGO_UPLOAD_TIMEOUT_MS, uploadLogo } from './logo-upload';

const png = (size = 100) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });

describe('the checks before sending', () => {
  it('accepts an image up to 1 MB', () => {
    expect(checkLogoFile({ type: 'image/png', size: LOGO_MAX_BYTES })).toBeNull();
    expect(checkLogoFile({ type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses what is not an image, and an image over 1 MB', () => {
    expect(checkLogoFile({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(checkLogoFile({ type: '', size: 10 })).toBe('notImage');
    expect(checkLogoFile({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('tooBig');
  });

  it('says the same limit in the hint as it enforces', () => {
    expect(LOGO_MAX_MEGABYTES).toBe(1);
  });
});

describe('uploading the logo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the file as the field `file`, reports progress and answers the address', async () => {
    const seen: number[] = [];
    const send = vi.fn(async (body: FormData, onProgress: (percent: number) => void) => {
      const file = body.get('file');
      expect(file).toBeInstanceOf(File);
      expect((file as File).name).toBe('logo.png');
      onProgress(50);
      onProgress(100);
      return { url: '/api/public/logos/o/0123456789abcdef.png' };
    });
    const result = await uploadLogo(png(), { send, onProgress: (percent) => seen.push(percent) });
    expect(result).toEqual({ kind: 'uploaded', url: '/api/public/logos/o/0123456789abcdef.png' });
    expect(seen).toEqual([50, 100]);
  });

  it('calls an answer without an address an upload issue', async () => {
    await expect(uploadLogo(png(), { send: async () => ({ url: '' }) })).resolves.toEqual({ kind: 'noUrl' });
  });

  it("shows the server's reason when it gave one, and none for a 5xx", async () => {
    const refused = async () => {
      throw new ApiError(415, 'Logo must be a PNG or JPEG image');
    };
    await expect(uploadLogo(png(), { send: refused })).resolves.toEqual({
      kind: 'failed',
      reason: 'server',
      message: 'Logo must be a PNG or JPEG image',
    });
    const broken = async () => {
      throw new ApiError(500, 'Internal Server Error');
    };
    await expect(uploadLogo(png(), { send: broken })).resolves.toEqual({ kind: 'failed', reason: 'server' });
  });

  it('tells a network failure apart', async () => {
    const offline = async () => {
      throw new ApiError(NETWORK_FAILURE, 'The upload could not reach the server.');
    };
    await expect(uploadLogo(png(), { send: offline })).resolves.toEqual({ kind: 'failed', reason: 'network' });
  });

  it('gives up after the timeout and says so', async () => {
    const hanging = (_body: FormData, _progress: unknown, signal: AbortSignal) =>
      new Promise<{ url: string }>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
      });
    const result = uploadLogo(png(), { send: hanging });
    await vi.advanceTimersByTimeAsync(LOGO_UPLOAD_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ kind: 'failed', reason: 'timeout' });
  });

  it('is quietly cancelled when the page goes away', async () => {
    const hanging = (_body: FormData, _progress: unknown, signal: AbortSignal) =>
      new Promise<{ url: string }>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
      });
    const page = new AbortController();
    const result = uploadLogo(png(), { send: hanging, signal: page.signal });
    page.abort();
    await expect(result).resolves.toEqual({ kind: 'cancelled' });
  });
});
