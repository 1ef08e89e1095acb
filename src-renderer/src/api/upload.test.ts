import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../server/contract/routes';
import { ApiError } from './api-error';
import { uploadWithProgress, type UploadRequest } from './upload';

/** A stand-in for XMLHttpRequest that records what was sent and answers when told to. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

function start(onProgress?: (percent: number) => void, signal?: AbortSignal) {
  const fake = new FakeRequest();
  const body = new FormData();
  body.append('file', new Blob(['png']), 'a.png');
  const done = uploadWithProgress(ROUTES.locations.uploadPhoto, {
    params: { id: 'loc 1' },
    body,
    onProgress,
    signal,
    createRequest: () => fake as unknown as UploadRequest,
  });
  return { fake, done };
}

describe('uploadWithProgress', () => {
  it('posts the form to the route path, reports whole percents, and answers the parsed body', async () => {
    const seen: number[] = [];
    const { fake, done } = start((percent) => seen.push(percent));
    expect(fake.method).toBe('POST');
    expect(fake.url).toBe('/api/locations/loc%201/photos');
    expect(fake.headers).toEqual({ accept: 'application/json' });
    expect(fake.body?.get('file')).toBeInstanceOf(Blob);
    fake.progress(1, 3);
    fake.progress(3, 3);
    fake.answer(201, { id: 'p1' });
    await expect(done).resolves.toEqual({ id: 'p1' });
    expect(seen).toEqual([33, 100, 100]);
  });

  it('turns the server refusal into an ApiError with its message and code', async () => {
    const { fake, done } = start();
    fake.answer(400, { statusCode: 400, code: 'VALIDATION', message: 'The file is not an image.' });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'The file is not an image.', code: 'VALIDATION' });
  });

  it('reports a network failure and a cancelled upload', async () => {
    const failed = start();
    failed.fake.onerror?.();
    await expect(failed.done).rejects.toMatchObject({ status: 0 });

    const controller = new AbortController();
    const cancelled = start(undefined, controller.signal);
    controller.abort();
    await expect(cancelled.done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
